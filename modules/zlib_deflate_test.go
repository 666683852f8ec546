package modules

import (
	"bytes"
	"io"
	"math/rand"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/eval"
)

// deflateTestInputs are inputs of the kinds deflate treats differently:
// incompressible, a small alphabet (long hash chains), long repeats, and
// sizes around deflateChunk.
func deflateTestInputs() [][]byte {
	r := rand.New(rand.NewSource(1))
	random := make([]byte, 70000)
	r.Read(random)
	ab := make([]byte, 50000)
	for i := range ab {
		ab[i] = "ab"[r.Intn(2)]
	}
	return [][]byte{
		nil, []byte("x"), random, ab,
		bytes.Repeat([]byte("abcdefgh"), 9000),
		ab[:deflateChunk-1], ab[:deflateChunk], ab[:deflateChunk+1],
	}
}

// TestDeflateWriteSameOutput checks that writing in deflateChunk pieces
// (deflateWrite) compresses to the same bytes as one Write, at every
// level and in every format.
func TestDeflateWriteSameOutput(t *testing.T) {
	for _, f := range []zlibFormat{fmtRaw, fmtGzip, fmtZlib} {
		for level := -1; level <= 9; level++ {
			for i, p := range deflateTestInputs() {
				var whole, pieces bytes.Buffer
				w1, err := zlibWriter(&whole, f, level)
				if err != nil {
					t.Fatal(err)
				}
				w1.Write(p)
				w1.Close()
				w2, _ := zlibWriter(&pieces, f, level)
				if werr, lerr := deflateWrite(nil, w2, p); werr != nil || lerr != nil {
					t.Fatal(werr, lerr)
				}
				w2.Close()
				if !bytes.Equal(whole.Bytes(), pieces.Bytes()) {
					t.Errorf("format %v level %d input %d: the output differs when written in pieces", f, level, i)
				}
			}
		}
	}
}

// TestDeflateWritePollsDeadline checks that a slow compression stops at
// the run's deadline: level 9 on a small alphabet, whose one Write took
// seconds.
func TestDeflateWritePollsDeadline(t *testing.T) {
	th := eval.NewThread(eval.NewInterp(), eval.Limits{Deadline: time.Now().Add(50 * time.Millisecond)}, io.Discard, nil)
	th.PollDeadline() // arms the deadline's timer, as a run's first slow step does
	p := deflateTestInputs()[3]
	p = bytes.Repeat(p, 40) // 2 MB: ten seconds or more at level 9
	w, _ := zlibWriter(io.Discard, fmtZlib, 9)
	start := time.Now()
	_, lerr := deflateWrite(th, w, p)
	if lerr == nil {
		t.Fatal("no limit error")
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("deflateWrite returned %v after a 50 ms deadline", d)
	}
}
