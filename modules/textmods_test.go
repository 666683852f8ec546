package modules_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
	"github.com/pyinterp/pyinterp/modules"
)

func runWith(t *testing.T, src string, mo modules.Options) (string, string) {
	t.Helper()
	var out bytes.Buffer
	opts := runner.Options{
		Limits:  eval.Limits{MaxOperations: 10_000_000, Deadline: time.Now().Add(20 * time.Second)},
		Modules: mo,
	}
	th, err := runner.Run("t.py", []byte(src), &out, opts)
	if err != nil {
		return out.String(), runner.FormatError(th, err)
	}
	return out.String(), ""
}

// uuid4 draws its bytes from the injected entropy source.
func TestUUID4Entropy(t *testing.T) {
	src := "import uuid\nprint(uuid.uuid4())\nprint(uuid.uuid4())\n"
	out, errText := runWith(t, src, modules.Options{Entropy: bytes.NewReader(bytes.Repeat([]byte{0xff}, 32))})
	if errText != "" {
		t.Fatal(errText)
	}
	want := "ffffffff-ffff-4fff-bfff-ffffffffffff\nffffffff-ffff-4fff-bfff-ffffffffffff\n"
	if out != want {
		t.Errorf("got %q want %q", out, want)
	}
	_, errText = runWith(t, src, modules.Options{Entropy: bytes.NewReader(nil)})
	if !strings.Contains(errText, "OSError: entropy source failed") {
		t.Errorf("exhausted entropy: got %q", errText)
	}
}

// uuid1 and getnode would reveal the host's MAC address and clock.
func TestUUID1Refused(t *testing.T) {
	for _, call := range []string{"uuid.uuid1()", "uuid.getnode()"} {
		_, errText := runWith(t, "import uuid\n"+call+"\n", modules.Options{})
		if !strings.Contains(errText, "NotImplementedError") || !strings.Contains(errText, "MAC address") {
			t.Errorf("%s: got %q", call, errText)
		}
	}
}

// urllib comes with its parse submodule, as under CPython (whose startup
// imports urllib.parse), and both import forms give the same module.
func TestUrllibPackage(t *testing.T) {
	out, errText := runWith(t, "import urllib\nprint(hasattr(urllib, 'parse'))\nimport urllib.parse as p\nprint(p is urllib.parse, p.quote('a b'))\n", modules.Options{})
	if errText != "" || out != "True\nTrue a%20b\n" {
		t.Errorf("got %q %q", out, errText)
	}
}
