// Package python holds the Python client of `pyinterp serve`
// (pyinterp_client/, standard library only) and this Go test, which
// builds the pyinterp binary and runs the client's unittest suite against
// it, so that `go test ./...` (and .ci/run) covers the client.
package python

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

func TestPythonClient(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		if os.Getenv("PYINTERP_REQUIRE_PYTHON") != "" {
			t.Fatal("python3 is not installed, and PYINTERP_REQUIRE_PYTHON is set (.ci/run)")
		}
		t.Skip("python3 is not installed: the Python client's tests need it")
	}
	if testing.Short() {
		t.Skip("builds the binary and runs the Python suite")
	}
	bin := filepath.Join(t.TempDir(), "pyinterp")
	if out, err := exec.Command("go", "build", "-o", bin, "github.com/pyinterp/pyinterp/cmd/pyinterp").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	cmd := exec.Command(python, "-X", "dev", "-m", "unittest", "discover", "-v", "-s", "tests")
	cmd.Env = append(os.Environ(), "PYINTERP_BIN="+bin, "PYTHONDONTWRITEBYTECODE=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the Python client's tests failed: %v\n%s", err, out)
	}
	t.Logf("%s", out)
}
