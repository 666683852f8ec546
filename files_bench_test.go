package pyinterp_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pyinterp/pyinterp"
	"github.com/pyinterp/pyinterp/vfs"
)

// benchCSV is a 20,000-row CSV (about 450 KB).
func benchCSV() []byte {
	var b strings.Builder
	b.WriteString("id,name,value\n")
	for i := 0; i < 20000; i++ {
		fmt.Fprintf(&b, "%d,name%d,%d.%03d\n", i, i%97, i%1000, i%997)
	}
	return []byte(b.String())
}

// benchFiles runs code over the CSV at /work/data.csv, in the scratch
// area and in a mounted host directory.
func benchFiles(b *testing.B, code string) {
	data := benchCSV()
	for _, where := range []string{"memory", "hostdir"} {
		b.Run(where, func(b *testing.B) {
			files, err := vfs.New(vfs.Options{})
			if err != nil {
				b.Fatal(err)
			}
			defer files.Close()
			if where == "memory" {
				err = files.WriteFile("data.csv", data)
			} else {
				dir := b.TempDir()
				if err = os.WriteFile(filepath.Join(dir, "data.csv"), data, 0o644); err == nil {
					err = files.MountDir("/work", dir, true)
				}
			}
			if err != nil {
				b.Fatal(err)
			}
			ex, err := pyinterp.New(pyinterp.Options{Files: files, MaxOperations: pyinterp.NoLimit})
			if err != nil {
				b.Fatal(err)
			}
			defer ex.Close()
			b.SetBytes(int64(len(data)))
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := ex.Run(b.Context(), code); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkFileIterLines(b *testing.B) {
	benchFiles(b, "n = 0\nfor line in open('data.csv'):\n    n += len(line)")
}

func BenchmarkFileReadAll(b *testing.B) {
	benchFiles(b, "n = len(open('data.csv').read().splitlines())")
}

func BenchmarkFileReadBinary(b *testing.B) {
	benchFiles(b, "n = 0\nwith open('data.csv', 'rb') as f:\n    while chunk := f.read(4096):\n        n += len(chunk)")
}

func BenchmarkFileWriteLines(b *testing.B) {
	benchFiles(b, "with open('out.txt', 'w') as f:\n    for i in range(20000):\n        f.write(str(i) + ',x\\n')")
}

func BenchmarkFileCSVDictReader(b *testing.B) {
	benchFiles(b, "import csv\ns = 0.0\nwith open('data.csv', newline='') as f:\n    for row in csv.DictReader(f):\n        s += float(row['value'])")
}
