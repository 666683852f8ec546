package jsonrpc

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"testing"
	"time"
)

// pipeConn starts a Conn whose input the test writes and whose output it
// reads, line by line.
type pipeConn struct {
	conn *Conn
	in   *io.PipeWriter
	out  *bufio.Scanner
	done chan error
}

func startConn(t *testing.T, h Handler, opts Options) *pipeConn {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c := NewConn(inR, outW, h, opts)
	p := &pipeConn{conn: c, in: inW, out: bufio.NewScanner(outR), done: make(chan error, 1)}
	p.out.Buffer(nil, 1<<20)
	go func() { p.done <- c.Run(context.Background()); outW.Close() }()
	t.Cleanup(func() { inW.Close() })
	return p
}

func (p *pipeConn) send(t *testing.T, line string) {
	t.Helper()
	if _, err := io.WriteString(p.in, line+"\n"); err != nil {
		t.Fatal(err)
	}
}

func (p *pipeConn) recv(t *testing.T) string {
	t.Helper()
	if !p.out.Scan() {
		t.Fatalf("no output: %v", p.out.Err())
	}
	return p.out.Text()
}

func echo(ctx context.Context, method string, params json.RawMessage) (any, error) {
	switch method {
	case "echo":
		return params, nil
	case "fail":
		return nil, Errorf(-32001, "it failed").WithData(map[string]string{"why": "asked"})
	case "plain":
		return nil, errors.New("plain error")
	case "panic":
		panic("boom")
	case "wait":
		<-ctx.Done()
		return nil, ctx.Err()
	}
	return nil, Errorf(CodeMethodNotFound, "method not found: %s", method)
}

func TestServe(t *testing.T) {
	p := startConn(t, echo, Options{MaxMessageSize: 100})
	for _, c := range []struct{ in, want string }{
		{`{"jsonrpc":"2.0","id":1,"method":"echo","params":{"a":[1,2]}}`, `{"jsonrpc":"2.0","id":1,"result":{"a":[1,2]}}`},
		{`{"jsonrpc":"2.0","id":"x","method":"echo","params":[]}`, `{"jsonrpc":"2.0","id":"x","result":[]}`},
		{`{"jsonrpc":"2.0","id":2,"method":"fail"}`, `{"jsonrpc":"2.0","id":2,"error":{"code":-32001,"message":"it failed","data":{"why":"asked"}}}`},
		{`{"jsonrpc":"2.0","id":3,"method":"plain"}`, `{"jsonrpc":"2.0","id":3,"error":{"code":-32603,"message":"plain error"}}`},
		{`{"jsonrpc":"2.0","id":4,"method":"panic"}`, `{"jsonrpc":"2.0","id":4,"error":{"code":-32603,"message":"internal error: boom"}}`},
		{`{"jsonrpc":"2.0","id":5,"method":"nope"}`, `{"jsonrpc":"2.0","id":5,"error":{"code":-32601,"message":"method not found: nope"}}`},
		{`{"jsonrpc":"2.0","id":6,"method":"echo","params":3}`, `{"jsonrpc":"2.0","id":6,"error":{"code":-32600,"message":"invalid request: params must be an object or an array"}}`},
		{`{"jsonrpc":"1.0","id":7,"method":"echo"}`, `{"jsonrpc":"2.0","id":7,"error":{"code":-32600,"message":"invalid request: \"jsonrpc\" must be \"2.0\""}}`},
		{`{"jsonrpc":"2.0","id":{},"method":"echo"}`, `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"invalid request: id must be a string, a number or null"}}`},
		{`{"jsonrpc":"2.0","id":8}`, `{"jsonrpc":"2.0","id":8,"error":{"code":-32600,"message":"invalid request: no method"}}`},
		{`[{"jsonrpc":"2.0","id":9,"method":"echo"}]`, `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"batch requests are not supported"}}`},
		{`{"jsonrpc":"2.0","id":10,"method":"echo","params":{"x":"` + strings.Repeat("a", 100) + `"}}`, `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"message too large (more than 100 bytes)"}}`},
	} {
		p.send(t, c.in)
		if got := p.recv(t); got != c.want {
			t.Errorf("%s\n got %s\nwant %s", c.in, got, c.want)
		}
	}
	// Malformed JSON: a parse error; the connection goes on.
	p.send(t, `{"jsonrpc":`)
	if got := p.recv(t); !strings.HasPrefix(got, `{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"parse error:`) {
		t.Errorf("got %s", got)
	}
	// A notification gets no answer: the next line is the next request's.
	p.send(t, `{"jsonrpc":"2.0","method":"echo","params":{}}`)
	p.send(t, `{"jsonrpc":"2.0","id":11,"method":"echo","params":{}}`)
	if got := p.recv(t); got != `{"jsonrpc":"2.0","id":11,"result":{}}` {
		t.Errorf("got %s", got)
	}
	// The end of the input ends Run, cancelling running handlers.
	p.send(t, `{"jsonrpc":"2.0","id":12,"method":"wait"}`)
	p.in.Close()
	if got := p.recv(t); got != `{"jsonrpc":"2.0","id":12,"error":{"code":-32603,"message":"context canceled"}}` {
		t.Errorf("got %s", got)
	}
	select {
	case err := <-p.done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Run did not return at the end of the input")
	}
}

// TestBothWays: two connections, each calling the other, with calls
// outstanding at once.
func TestBothWays(t *testing.T) {
	aR, bW := io.Pipe()
	bR, aW := io.Pipe()
	var a, b *Conn
	a = NewConn(aR, aW, func(ctx context.Context, method string, params json.RawMessage) (any, error) {
		// a answers "double" by asking b for "inc" first.
		var n []int
		json.Unmarshal(params, &n)
		var m int
		if err := a.Call(ctx, "inc", n, &m); err != nil {
			return nil, err
		}
		return 2 * m, nil
	}, Options{})
	b = NewConn(bR, bW, func(ctx context.Context, method string, params json.RawMessage) (any, error) {
		var n []int
		json.Unmarshal(params, &n)
		return n[0] + 1, nil
	}, Options{})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go a.Run(ctx)
	go b.Run(ctx)
	results := make(chan int, 20)
	for i := range 20 {
		go func() {
			var r int
			if err := b.Call(ctx, "double", []int{i}, &r); err != nil {
				t.Error(err)
			}
			results <- r - 2*(i+1)
		}()
	}
	for range 20 {
		if d := <-results; d != 0 {
			t.Errorf("wrong result (off by %d)", d)
		}
	}
	// An error response comes back as *Error.
	c := NewConn(strings.NewReader(""), io.Discard, nil, Options{})
	c.Run(context.Background())
	if err := c.Call(context.Background(), "x", nil, nil); err != ErrClosed {
		t.Errorf("call on a closed connection: %v", err)
	}
}

func TestCallCancelled(t *testing.T) {
	inR, _ := io.Pipe()
	c := NewConn(inR, io.Discard, nil, Options{})
	go c.Run(context.Background())
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if err := c.Call(ctx, "never", nil, nil); err != context.DeadlineExceeded {
		t.Errorf("got %v", err)
	}
}
