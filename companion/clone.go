package companion

// CloneEach copies a slice, copying each element with f (nil stays nil):
// the games' Clone methods share it.
func CloneEach[T any](xs []T, f func(T) T) []T {
	if xs == nil {
		return nil
	}
	out := make([]T, len(xs))
	for i, x := range xs {
		out[i] = f(x)
	}
	return out
}

// ClonePtr copies the value p points to (nil stays nil).
func ClonePtr[T any](p *T) *T {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}
