package table

type undoData struct {
	Target int64 `json:"target"`
}
