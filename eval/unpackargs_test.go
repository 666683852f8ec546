package eval

import "testing"

// unpackSplitArgs parses arguments as a builtin does, into its own
// variables.
func unpackSplitArgs(args []Value, kwnames []string) (Value, int, bool, error) {
	var sep Value = None
	maxsplit := -1
	keep := false
	err := UnpackArgs(nil, "split", args, kwnames, "sep?", &sep, "maxsplit?", &maxsplit, "$keep?", &keep)
	return sep, maxsplit, keep, err
}

// TestUnpackArgsKeepsVariablesOnStack checks that UnpackArgs lets its
// caller's variables stay on the stack: a parse allocates nothing (it
// allocated one object per variable when the pointers escaped).
func TestUnpackArgsKeepsVariablesOnStack(t *testing.T) {
	args := []Value{NewStr(","), Int(3), True}
	kw := []string{"keep"}
	var sep Value
	var n int
	var keep bool
	allocs := testing.AllocsPerRun(100, func() {
		var err error
		if sep, n, keep, err = unpackSplitArgs(args, kw); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Errorf("UnpackArgs: %v allocations per call, want 0", allocs)
	}
	if sep != args[0] || n != 3 || !keep {
		t.Errorf("UnpackArgs bound %v, %d, %v; want ',', 3, true", sep, n, keep)
	}
}
