package pyinterp

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// TestCodeSizeLimit: a program too large to parse within the memory limit
// is refused before parsing, as a limit; one just under it runs.
func TestCodeSizeLimit(t *testing.T) {
	ex, err := New(Options{MaxMemory: 16 << 20}) // 64 KiB of code at most
	if err != nil {
		t.Fatal(err)
	}
	big := "x = [" + strings.Repeat("1,", 40000) + "1]\n" // 80 KB
	_, err = ex.Run(context.Background(), big)
	var pe *Error
	if !errors.As(err, &pe) || pe.Kind != KindLimit || !strings.Contains(pe.Message, "exceeds the maximum code size of 65536 bytes") {
		t.Fatalf("got %v, want the code size limit", err)
	}
	small := "x = [" + strings.Repeat("1,", 20000) + "1]\nlen(x)\n" // 40 KB
	res, err := ex.Run(context.Background(), small)
	if err != nil || res.Repr != "20001" {
		t.Fatalf("small program: %v %+v", err, res)
	}
}
