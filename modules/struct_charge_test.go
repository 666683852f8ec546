package modules_test

import (
	"errors"
	"io"
	"testing"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

// TestStructFormatCharged: a parsed format's table of fields is charged
// to the run (issue 11: struct.Struct('i' * 10**7) reached 655 MiB RSS
// under a 64 MiB cap), and a run of one code is one field, so that
// 'i' * 10**7 costs what CPython's 'i' repeated does not need either.
func TestStructFormatCharged(t *testing.T) {
	const lim = 1 << 30
	charged := func(src string) int64 {
		t.Helper()
		th, err := runner.Run("struct_charge.py", []byte(src), io.Discard, runner.Options{Limits: eval.Limits{MaxMemory: lim}})
		if err != nil {
			t.Fatalf("%s", runner.FormatError(th, err))
		}
		return lim - th.MemoryRoom()
	}
	const n = 100_000
	base := charged("import struct\nf = 'bh' * 100_000\ng = 'h' * 200_000\n")
	alternating := charged("import struct\nf = 'bh' * 100_000\ng = 'h' * 200_000\ns = struct.Struct(f)\n") - base
	if want := int64(2 * n * 32); alternating < want {
		t.Errorf("Struct of %d alternating codes charged %d bytes, want at least %d", 2*n, alternating, want)
	}
	run := charged("import struct\nf = 'bh' * 100_000\ng = 'h' * 200_000\ns = struct.Struct(g)\n") - base
	if run > 1<<16 {
		t.Errorf("Struct of one code repeated %d times charged %d bytes, want one field's", 2*n, run)
	}
	th, err := runner.Run("struct_limit.py", []byte("import struct\nstruct.Struct('bh' * 5 * 10**6)\n"), io.Discard, runner.Options{Limits: eval.Limits{MaxMemory: 64 << 20}})
	var le *eval.LimitError
	if !errors.As(err, &le) || le.Kind != eval.LimitMemory {
		t.Errorf("Struct of 10**7 alternating codes under 64 MiB: got %v, want the memory limit", runner.FormatError(th, err))
	}
}
