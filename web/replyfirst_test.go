package web

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestPumpsWaitForTheReply: a table's pumps hold a change back while a
// command's reply is being written, until it is written or replyFirst
// passed; other tables' pumps never wait.
func TestPumpsWaitForTheReply(t *testing.T) {
	st := &streams{}
	st.afterReplies("a") // nothing in flight: returns at once

	written := st.replyingTo("a")
	st.afterReplies("b")
	require.NotContains(t, st.waiting, "b", "another table's reply holds nothing back")

	done := make(chan struct{})
	go func() { st.afterReplies("a"); close(done) }()
	written()
	written() // idempotent
	<-done
	require.Zero(t, st.replying["a"])

	st.replyingTo("a") // a reply that is never written
	start := time.Now()
	st.afterReplies("a")
	require.GreaterOrEqual(t, time.Since(start), replyFirst, "waits at most replyFirst")
}
