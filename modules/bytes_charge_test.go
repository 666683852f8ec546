package modules_test

import (
	"io"
	"testing"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

// TestModuleBytesCharged: the bytes results of module functions are
// charged to the run (issue 11: a digest, a struct field, a buffered
// read were copies of Go buffers nobody charged; a list of a million of
// them held far more than the run was charged). Each case makes and
// keeps n results of size bytes each: the run must be charged at least
// their bytes.
func TestModuleBytesCharged(t *testing.T) {
	const n = 2000
	cases := []struct {
		name, prelude, expr string
		size                int
	}{
		{"hashlib digest", "import hashlib\nh = hashlib.sha512(b'x')", "h.digest()", 64},
		{"struct unpack of a string field", "import struct\ndata = b'y' * 300", "struct.unpack('300s', data)[0]", 300},
		{"struct pack", "import struct", "struct.pack('200x')", 200},
		{"zlib unconsumed_tail", "import zlib\nd = zlib.decompressobj()\nd.decompress(zlib.compress(b'a' * 10**5), 1)", "d.unconsumed_tail", 100},
		{"base64 decode", "import base64\ndata = base64.b64encode(b'w' * 300)", "base64.b64decode(data)", 300},
		{"zlib unused_data", "import zlib\nd = zlib.decompressobj()\nd.decompress(zlib.compress(b'a') + b'u' * 500)", "d.unused_data", 500},
		{"bytes.maketrans", "", "bytes.maketrans(b'a', b'b')", 256},
	}
	const lim = 1 << 30
	charged := func(src string) int64 {
		t.Helper()
		th, err := runner.Run("bytes_charge.py", []byte(src), io.Discard, runner.Options{Limits: eval.Limits{MaxMemory: lim}})
		if err != nil {
			t.Fatalf("%s", runner.FormatError(th, err))
		}
		return lim - th.MemoryRoom()
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			kept := charged(c.prelude + "\nkept = [" + c.expr + " for i in range(2000)]\n")
			if kept < int64(n*c.size) {
				t.Errorf("keeping %d results of %d bytes charged %d bytes in all, want at least %d", n, c.size, kept, n*c.size)
			}
		})
	}
}
