package fuzz

import (
	"context"
	"errors"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp"
)

// Executor fuzzing: programs run under tight limits must end, within the
// deadline, with a result or a *pyinterp.Error that is not internal; no
// goroutine may outlive the executor and no limit may be overrun.
//
//	go test ./fuzz -run '^$' -fuzz FuzzExecutor -fuzztime 5m
//	go test ./fuzz -run '^$' -fuzz FuzzExecutorMix -fuzztime 5m

// fuzzOptions are the tight limits of a fuzzed run.
var fuzzOptions = pyinterp.Options{
	MaxOperations:      50_000,
	MaxWhileIterations: 5_000,
	MaxMemory:          8 << 20,
	MaxRecursionDepth:  100,
	MaxOutput:          4 << 10,
	Timeout:            200 * time.Millisecond,
}

// fuzzSlack is how long past its deadline a run may take to return.
const fuzzSlack = 2 * time.Second

// vocabulary are fragments of escape and denial-of-service payloads and
// of ordinary code; FuzzExecutorMix strings them together.
var vocabulary = []string{
	"x = 1\n", "x = x + 1\n", "s = 'a'\n", "s = s * 1000\n", "s = s + s\n", "l = [0]\n", "l = l * 100\n",
	"l.append(l)\n", "d = {}\n", "d[x] = l\n", "t = (l,)\n", "t = (t,)\n", "print(s)\n", "print(l)\n",
	"repr(l)\n", "hash(t)\n", "str(d)\n", "l == l\n",
	"while True:\n    x += 1\n", "for i in range(10**9):\n    pass\n", "sum(range(10**18))\n",
	"'a' * 10**12\n", "[0] * 10**10\n", "bytearray(2**40)\n", "'x'.ljust(10**12)\n", "10**10**10\n",
	"1 << 10**10\n", "str(10**5000)\n", "int('9' * 5000)\n",
	"def f(n):\n    return f(n + 1)\n", "f(0)\n", "def g():\n    yield 1\n    yield 2\n", "gen = g()\n",
	"next(gen)\n", "gs = [g() for _ in range(100)]\n", "[next(z) for z in gs]\n",
	"try:\n    f(0)\nexcept BaseException:\n    pass\n", "try:\n    while True: pass\nfinally:\n    print('f')\n",
	"().__class__.__bases__[0].__subclasses__()\n", "f.__globals__\n", "getattr(f, '__glo' + 'bals__')\n",
	"'{0.__globals__}'.format(f)\n", "gen.gi_frame\n", "print.__self__\n", "int.__dict__\n",
	"eval('1')\n", "exec('x')\n", "__import__('os')\n", "open('/etc/passwd')\n", "import os\n",
	"import math\n", "import os as math\n", "final_answer = 1\n", "final_answer(x)\n",
	"try:\n    final_answer(1)\nexcept BaseException:\n    pass\n", "lambda: 0\n", "(lambda q: q(q))(lambda q: q(q))\n",
	"raise ValueError('v')\n", "raise SystemExit\n", "del x\n", "x = [i * i for i in range(1000)]\n",
	"sorted(range(10**6))\n", "print('p' * 5000)\n", "x = {i: str(i) for i in range(10000)}\n",
	"if x:\n    pass\nelse:\n    x = 0\n", "assert x, 'm'\n", "global_var = globals()\n",
}

func checkRun(t *testing.T, code string) {
	base := runtime.NumGoroutine()
	ex, err := pyinterp.New(fuzzOptions)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	res, err := ex.Run(context.Background(), code)
	elapsed := time.Since(start)
	if elapsed > fuzzOptions.Timeout+fuzzSlack {
		t.Fatalf("run took %v\n%s", elapsed, code)
	}
	if res == nil {
		t.Fatalf("nil result\n%s", code)
	}
	if len(res.Logs) > int(fuzzOptions.MaxOutput) {
		t.Fatalf("printed %d bytes past the limit\n%s", len(res.Logs), code)
	}
	if res.Operations > fuzzOptions.MaxOperations+1<<16 {
		t.Fatalf("counted %d operations past the limit\n%s", res.Operations, code)
	}
	if err != nil {
		var perr *pyinterp.Error
		if !errors.As(err, &perr) {
			t.Fatalf("error of type %T: %v\n%s", err, err, code)
		}
		if perr.Kind == pyinterp.KindInternal && !strings.Contains(perr.Message, "does not support") {
			t.Fatalf("internal error: %v\n%s\n%s", perr, perr.Stack, code)
		}
	}
	ex.Close()
	n := runtime.NumGoroutine()
	for i := 0; i < 100 && n > base; i++ {
		runtime.GC()
		time.Sleep(5 * time.Millisecond)
		n = runtime.NumGoroutine()
	}
	if n > base {
		t.Fatalf("%d goroutines left behind\n%s", n-base, code)
	}
}

func FuzzExecutor(f *testing.F) {
	for _, v := range vocabulary {
		f.Add(v)
	}
	for i := 0; i+3 < len(vocabulary); i += 3 {
		f.Add(vocabulary[i] + vocabulary[i+1] + vocabulary[i+2] + vocabulary[i+3])
	}
	f.Fuzz(func(t *testing.T, code string) {
		if len(code) > 4096 {
			return
		}
		checkRun(t, code)
	})
}

// FuzzExecutorMix builds programs from the vocabulary: each input byte
// picks a fragment.
func FuzzExecutorMix(f *testing.F) {
	f.Add([]byte{0, 2, 4, 5, 15})
	f.Add([]byte{29, 30, 31, 35, 36, 37})
	f.Add([]byte{6, 7, 16, 17, 10, 11, 11, 18})
	f.Add([]byte{52, 53, 54, 18, 22})
	f.Add([]byte{33, 34, 35, 36, 40, 59})
	f.Fuzz(func(t *testing.T, picks []byte) {
		if len(picks) > 64 {
			return
		}
		var b strings.Builder
		for _, p := range picks {
			b.WriteString(vocabulary[int(p)%len(vocabulary)])
		}
		checkRun(t, b.String())
	})
}
