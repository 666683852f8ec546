// Package staticcheck runs the staticcheck linter over the module as a
// test, so that go test ./... (and so every landing) keeps the tree
// staticcheck-clean, not only CI.
//
// The test runs the staticcheck binary found on PATH or in Go's bin
// directory; .ci/run installs the pinned version first and sets
// PYINTERP_REQUIRE_STATICCHECK=1, under which a missing binary fails the
// test instead of skipping it.
package staticcheck

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// binary returns the path of staticcheck, or "".
func binary(t *testing.T) string {
	if p, err := exec.LookPath("staticcheck"); err == nil {
		return p
	}
	for _, v := range []string{"GOBIN", "GOPATH"} {
		out, err := exec.Command("go", "env", v).Output()
		dir := strings.TrimSpace(string(out))
		if err != nil || dir == "" {
			continue
		}
		if v == "GOPATH" {
			dir = filepath.Join(filepath.SplitList(dir)[0], "bin")
		}
		if p := filepath.Join(dir, "staticcheck"); fileExists(p) {
			return p
		}
	}
	return ""
}

func fileExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}

func TestStaticcheck(t *testing.T) {
	if testing.Short() {
		t.Skip("short mode")
	}
	bin := binary(t)
	if bin == "" {
		if os.Getenv("PYINTERP_REQUIRE_STATICCHECK") != "" {
			t.Fatal("staticcheck is not installed (go install honnef.co/go/tools/cmd/staticcheck@v0.8.2)")
		}
		t.Skip("staticcheck is not installed: go install honnef.co/go/tools/cmd/staticcheck@v0.8.2")
	}
	cmd := exec.Command(bin, "./...")
	cmd.Dir = "../../.."
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("staticcheck ./... (%s): %v\n%s", bin, err, out)
	}
}
