package history

// Max bounds the history: past it, the store lets the oldest records go
// first (it counts them under DroppedKey, and the console says so). It is
// years of weekly game nights, and keeps every page and export small.
const Max = 3000

// DroppedKey is the store's meta key counting the records the bound let go.
const DroppedKey = "history_dropped"
