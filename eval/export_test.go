package eval

// DroppedAsyncGens returns the number of async generators queued for
// their run to finalize (asyncgen_drop.go), for the tests of package
// eval_test.
func DroppedAsyncGens(in *Interp) int { return int(in.generators().ndropped.Load()) }
