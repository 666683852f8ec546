package server

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/session"
)

var update = flag.Bool("update", false, "rewrite the golden transcripts with the server's answers")

// The parts of answers that vary from run to run or with the
// interpreter's cost model, replaced before comparing.
var (
	operationsRE = regexp.MustCompile(`"operations":\d+`)
	addressRE    = regexp.MustCompile(`0x7f[0-9a-f]{10}`)
)

func normalize(line string) string {
	line = operationsRE.ReplaceAllString(line, `"operations":0`)
	return addressRE.ReplaceAllString(line, "0x7f0000000000")
}

// sequentialIDs names sessions s1, s2, ...
func sequentialIDs() func() string {
	n := 0
	return func() string { n++; return fmt.Sprintf("s%d", n) }
}

// stdioClient is a ServeStdio connection driven by a test.
type stdioClient struct {
	in   *io.PipeWriter
	out  *bufio.Scanner
	done chan error
}

func startStdio(t *testing.T, srv *Server, ctx context.Context) *stdioClient {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c := &stdioClient{in: inW, out: bufio.NewScanner(outR), done: make(chan error, 1)}
	c.out.Buffer(nil, 4<<20)
	go func() {
		c.done <- srv.ServeStdio(ctx, inR, outW, time.Second)
		outW.Close()
	}()
	t.Cleanup(func() { inW.Close() })
	return c
}

func (c *stdioClient) send(t *testing.T, line string) {
	t.Helper()
	if _, err := io.WriteString(c.in, line+"\n"); err != nil {
		t.Fatalf("write: %v", err)
	}
}

func (c *stdioClient) recv(t *testing.T) string {
	t.Helper()
	got := make(chan bool, 1)
	go func() { got <- c.out.Scan() }()
	select {
	case ok := <-got:
		if !ok {
			t.Fatalf("the server closed its output (%v)", c.out.Err())
		}
	case <-time.After(20 * time.Second):
		t.Fatal("no answer from the server")
	}
	return c.out.Text()
}

// TestTranscripts replays testdata/transcripts/*.txt: each ">" line is
// sent to a fresh server on its standard input, and each "<" line must be
// the next line it writes (after normalize). go test -update rewrites
// the "<" lines.
func TestTranscripts(t *testing.T) {
	files, _ := filepath.Glob("testdata/transcripts/*.txt")
	if len(files) == 0 {
		t.Fatal("no transcripts")
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			m := session.New(session.Config{NewID: sequentialIDs(), MemoryBudget: 1 << 30, MaxCodeSize: 1000, MaxSessions: 2})
			defer m.Shutdown(context.Background())
			srv := &Server{Manager: m, Version: "test", MaxRequestSize: 4096}
			c := startStdio(t, srv, context.Background())
			var out []string
			for _, line := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
				switch {
				case strings.HasPrefix(line, "> "):
					c.send(t, line[2:])
					out = append(out, line)
				case strings.HasPrefix(line, "< "):
					got := normalize(c.recv(t))
					if *update {
						out = append(out, "< "+got)
					} else if want := normalize(line[2:]); got != want {
						t.Errorf("after %s\n got %s\nwant %s", lastSent(out), got, want)
						out = append(out, line)
					} else {
						out = append(out, line)
					}
				default:
					out = append(out, line)
				}
			}
			if *update {
				os.WriteFile(file, []byte(strings.Join(out, "\n")+"\n"), 0o644)
			}
		})
	}
}

func lastSent(lines []string) string {
	for i := len(lines) - 1; i >= 0; i-- {
		if strings.HasPrefix(lines[i], "> ") {
			return lines[i]
		}
	}
	return "(start)"
}
