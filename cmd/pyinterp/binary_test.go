package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

// The pyinterp binary, built once for the tests that run it as a child
// process (TestMain removes it).
var built struct {
	once sync.Once
	dir  string
	bin  string
	err  error
	out  []byte
}

// buildBinary returns the path of the pyinterp binary, building it at
// the first call.
func buildBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	built.once.Do(func() {
		built.dir, built.err = os.MkdirTemp("", "pyinterp-cmd-test")
		if built.err != nil {
			return
		}
		built.bin = filepath.Join(built.dir, "pyinterp")
		built.out, built.err = exec.Command("go", "build", "-o", built.bin, ".").CombinedOutput()
	})
	if built.err != nil {
		t.Fatalf("go build: %v\n%s", built.err, built.out)
	}
	return built.bin
}

// removeBinary removes the binary buildBinary built.
func removeBinary() {
	if built.dir != "" {
		os.RemoveAll(built.dir)
	}
}
