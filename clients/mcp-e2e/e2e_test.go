// Package mcpe2e holds the end-to-end test of pyinterp's MCP server
// against a real MCP client from another ecosystem, the official
// TypeScript SDK (@modelcontextprotocol/sdk, pinned in package-lock.json):
// e2e.mjs drives `pyinterp mcp` over stdio and `pyinterp serve --http`
// at /mcp as a host does. This Go test builds the binary and runs the
// script, so that `go test ./...` (and .ci/run, which installs the SDK
// with npm ci) covers it.
package mcpe2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

func TestTypeScriptSDK(t *testing.T) {
	require := os.Getenv("PYINTERP_REQUIRE_NODE") != ""
	skip := func(why string) {
		t.Helper()
		if require {
			t.Fatal(why + ", and PYINTERP_REQUIRE_NODE is set (.ci/run)")
		}
		t.Skip(why)
	}
	node, err := exec.LookPath("node")
	if err != nil {
		skip("node is not installed: the MCP end-to-end test against the TypeScript SDK needs it")
	}
	if _, err := os.Stat(filepath.Join("node_modules", "@modelcontextprotocol", "sdk", "package.json")); err != nil {
		skip("the TypeScript SDK is not installed: run `npm ci` in clients/mcp-e2e (.ci/run does)")
	}
	if testing.Short() {
		t.Skip("builds the binary and runs node")
	}
	bin := filepath.Join(t.TempDir(), "pyinterp")
	if out, err := exec.Command("go", "build", "-o", bin, "github.com/pyinterp/pyinterp/cmd/pyinterp").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(node, "e2e.mjs", bin).CombinedOutput()
	if err != nil {
		t.Fatalf("e2e.mjs failed: %v\n%s", err, out)
	}
	t.Logf("%s", out)
}
