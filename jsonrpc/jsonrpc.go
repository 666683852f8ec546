// Package jsonrpc is JSON-RPC 2.0 over a byte stream, one JSON object per
// line, in both directions: either end may send requests and
// notifications, and answers the other's.
//
// A Conn reads messages from its reader until the end of the stream.
// Each request it receives is handled in its own goroutine by the
// Handler, whose result or error is written back; responses it receives
// complete the calls made with Call. Writes are serialised, one line per
// message. Malformed input is answered as the specification says (parse
// error, invalid request) and never ends the connection; a line longer
// than the size limit is answered with an invalid-request error and
// skipped.
//
// Batches (arrays of requests) are not supported: they are answered with
// an invalid-request error.
package jsonrpc

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// The error codes of the JSON-RPC 2.0 specification.
const (
	CodeParseError     = -32700
	CodeInvalidRequest = -32600
	CodeMethodNotFound = -32601
	CodeInvalidParams  = -32602
	CodeInternalError  = -32603
)

// Error is a JSON-RPC error object. Handlers return it to choose the
// code; any other error is sent as an internal error with its text.
type Error struct {
	Code    int             `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data,omitempty"`
}

func (e *Error) Error() string { return e.Message }

// Errorf returns an *Error with code and a formatted message.
func Errorf(code int, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// WithData returns a copy of e carrying data (marshalled as JSON).
func (e *Error) WithData(data any) *Error {
	c := *e
	c.Data, _ = json.Marshal(data)
	return &c
}

// message is any message on the wire.
type message struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id,omitempty"`
	Method  string          `json:"method,omitempty"`
	Params  json.RawMessage `json:"params,omitempty"`
	Result  json.RawMessage `json:"result,omitempty"`
	Error   *Error          `json:"error,omitempty"`
}

// Handler answers a request (or a notification, whose answer is
// dropped). ctx is cancelled when the connection ends.
type Handler func(ctx context.Context, method string, params json.RawMessage) (result any, err error)

// Options configure a Conn.
type Options struct {
	// MaxMessageSize bounds an incoming line, in bytes (default 16 MiB).
	MaxMessageSize int
	// OnError, if set, is told about malformed input and write failures.
	OnError func(err error)
}

// ErrClosed is the error of a call whose connection ended before its
// response arrived.
var ErrClosed = errors.New("jsonrpc: connection closed")

// Conn is one JSON-RPC connection.
type Conn struct {
	r       io.Reader
	w       io.Writer
	handler Handler
	opts    Options

	writeMu sync.Mutex
	wErr    error

	mu      sync.Mutex
	pending map[string]chan *message // outgoing calls by id
	closed  bool
	nextID  atomic.Int64

	handlers sync.WaitGroup
	inflight atomic.Int64 // requests being handled (Wait)
	done     chan struct{}
}

// NewConn returns a connection reading from r and writing to w; requests
// are answered by h (nil answers every request with method not found).
func NewConn(r io.Reader, w io.Writer, h Handler, opts Options) *Conn {
	if opts.MaxMessageSize <= 0 {
		opts.MaxMessageSize = 16 << 20
	}
	return &Conn{r: r, w: w, handler: h, opts: opts, pending: map[string]chan *message{}, done: make(chan struct{})}
}

// Done is closed when Run has returned.
func (c *Conn) Done() <-chan struct{} { return c.done }

// Run reads and dispatches messages until the stream ends or ctx is
// done, then cancels the handlers' contexts, fails the pending calls
// with ErrClosed and waits for the handlers to return. It returns nil at
// the end of the stream.
func (c *Conn) Run(ctx context.Context) error {
	ctx, cancel := context.WithCancel(ctx)
	defer close(c.done)
	defer c.handlers.Wait()
	defer cancel()
	defer c.closePending()

	lines := make(chan []byte)
	readErr := make(chan error, 1)
	go func() { readErr <- c.readLines(lines, ctx.Done()) }()
	for {
		select {
		case line, ok := <-lines:
			if !ok {
				err := <-readErr
				if err == io.EOF {
					return nil
				}
				return err
			}
			c.dispatch(ctx, line)
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// readLines sends each line of the stream on out; an overlong line is
// answered and skipped.
func (c *Conn) readLines(out chan<- []byte, stop <-chan struct{}) error {
	defer close(out)
	br := bufio.NewReaderSize(c.r, 64<<10)
	for {
		line, tooLong, err := readLine(br, c.opts.MaxMessageSize)
		if tooLong {
			c.report(fmt.Errorf("jsonrpc: message of more than %d bytes", c.opts.MaxMessageSize))
			c.send(&message{JSONRPC: "2.0", ID: json.RawMessage("null"),
				Error: Errorf(CodeInvalidRequest, "message too large (more than %d bytes)", c.opts.MaxMessageSize)})
		} else if len(bytes.TrimSpace(line)) > 0 {
			select {
			case out <- line:
			case <-stop:
				return io.EOF
			}
		}
		if err != nil {
			return err
		}
	}
}

// readLine reads one line of at most max bytes (without its newline).
// Past max, the rest of the line is read and dropped, and tooLong is
// reported.
func readLine(br *bufio.Reader, max int) (line []byte, tooLong bool, err error) {
	for {
		chunk, err := br.ReadSlice('\n')
		if !tooLong {
			if len(line)+len(chunk) > max+1 { // +1: the newline
				tooLong, line = true, nil
			} else {
				line = append(line, chunk...)
			}
		}
		switch err {
		case bufio.ErrBufferFull:
			continue
		case nil:
			return bytes.TrimRight(line, "\r\n"), tooLong, nil
		default:
			return bytes.TrimRight(line, "\r\n"), tooLong, err
		}
	}
}

func (c *Conn) report(err error) {
	if c.opts.OnError != nil {
		c.opts.OnError(err)
	}
}

// dispatch handles one incoming line.
func (c *Conn) dispatch(ctx context.Context, line []byte) {
	line = bytes.TrimSpace(line)
	if len(line) > 0 && line[0] == '[' {
		c.send(&message{JSONRPC: "2.0", ID: json.RawMessage("null"), Error: Errorf(CodeInvalidRequest, "batch requests are not supported")})
		return
	}
	var m message
	if err := json.Unmarshal(line, &m); err != nil {
		c.report(fmt.Errorf("jsonrpc: parse error: %v", err))
		c.send(&message{JSONRPC: "2.0", ID: json.RawMessage("null"), Error: Errorf(CodeParseError, "parse error: %v", err)})
		return
	}
	id := m.ID
	if !validID(id) {
		c.send(&message{JSONRPC: "2.0", ID: json.RawMessage("null"), Error: Errorf(CodeInvalidRequest, "invalid request: id must be a string, a number or null")})
		return
	}
	if m.JSONRPC != "2.0" {
		c.send(&message{JSONRPC: "2.0", ID: orNull(id), Error: Errorf(CodeInvalidRequest, `invalid request: "jsonrpc" must be "2.0"`)})
		return
	}
	if m.Method == "" {
		if m.Result == nil && m.Error == nil || id == nil {
			c.send(&message{JSONRPC: "2.0", ID: orNull(id), Error: Errorf(CodeInvalidRequest, "invalid request: no method")})
			return
		}
		c.complete(&m)
		return
	}
	if len(m.Params) > 0 && m.Params[0] != '{' && m.Params[0] != '[' {
		if id != nil {
			c.send(&message{JSONRPC: "2.0", ID: id, Error: Errorf(CodeInvalidRequest, "invalid request: params must be an object or an array")})
		}
		return
	}
	c.handlers.Add(1)
	c.inflight.Add(1)
	go func() {
		defer c.handlers.Done()
		defer c.inflight.Add(-1)
		result, err := c.call(ctx, m.Method, m.Params)
		if id == nil {
			return // a notification
		}
		resp := &message{JSONRPC: "2.0", ID: id}
		if err != nil {
			var rpcErr *Error
			if !errors.As(err, &rpcErr) {
				rpcErr = &Error{Code: CodeInternalError, Message: err.Error()}
			}
			resp.Error = rpcErr
		} else {
			b, merr := Marshal(result)
			if merr != nil {
				resp.Error = Errorf(CodeInternalError, "cannot encode the result: %v", merr)
			} else {
				resp.Result = b
			}
		}
		c.send(resp)
	}()
}

// call runs the handler, turning a panic into an internal error.
func (c *Conn) call(ctx context.Context, method string, params json.RawMessage) (result any, err error) {
	defer func() {
		if r := recover(); r != nil {
			result, err = nil, Errorf(CodeInternalError, "internal error: %v", r)
		}
	}()
	if c.handler == nil {
		return nil, Errorf(CodeMethodNotFound, "method not found: %s", method)
	}
	return c.handler(ctx, method, params)
}

func validID(id json.RawMessage) bool {
	if id == nil {
		return true
	}
	switch id[0] {
	case '"', 'n':
		return true
	case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
		return true
	}
	return false
}

func orNull(id json.RawMessage) json.RawMessage {
	if id == nil {
		return json.RawMessage("null")
	}
	return id
}

// complete delivers a response to the call waiting for it.
func (c *Conn) complete(m *message) {
	key := string(m.ID)
	c.mu.Lock()
	ch, ok := c.pending[key]
	delete(c.pending, key)
	c.mu.Unlock()
	if !ok {
		c.report(fmt.Errorf("jsonrpc: response to unknown id %s", key))
		return
	}
	ch <- m
}

func (c *Conn) closePending() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.closed = true
	for id, ch := range c.pending {
		close(ch)
		delete(c.pending, id)
	}
}

// send writes one message as a line.
func (c *Conn) send(m *message) error {
	b, err := Marshal(m)
	if err != nil {
		return err
	}
	b = append(b, '\n')
	c.writeMu.Lock()
	defer c.writeMu.Unlock()
	if c.wErr != nil {
		return c.wErr
	}
	if _, err := c.w.Write(b); err != nil {
		c.wErr = err
		c.report(fmt.Errorf("jsonrpc: write: %v", err))
		return err
	}
	return nil
}

// Call sends a request and waits for its response, decoding the result
// into result (if not nil). A JSON-RPC error response is returned as an
// *Error; ctx ending first returns ctx's error (the response, if it
// comes, is dropped); the connection ending first returns ErrClosed.
func (c *Conn) Call(ctx context.Context, method string, params, result any) error {
	p, err := json.Marshal(params)
	if err != nil {
		return err
	}
	id := json.RawMessage(strconv.FormatInt(c.nextID.Add(1), 10))
	ch := make(chan *message, 1)
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return ErrClosed
	}
	c.pending[string(id)] = ch
	c.mu.Unlock()
	if err := c.send(&message{JSONRPC: "2.0", ID: id, Method: method, Params: p}); err != nil {
		c.forget(id)
		return err
	}
	select {
	case m, ok := <-ch:
		if !ok {
			return ErrClosed
		}
		if m.Error != nil {
			return m.Error
		}
		if result != nil {
			if err := json.Unmarshal(m.Result, result); err != nil {
				return fmt.Errorf("jsonrpc: decoding the result of %s: %v", method, err)
			}
		}
		return nil
	case <-ctx.Done():
		c.forget(id)
		return ctx.Err()
	}
}

func (c *Conn) forget(id json.RawMessage) {
	c.mu.Lock()
	delete(c.pending, string(id))
	c.mu.Unlock()
}

// Wait waits until no request is being handled or timeout has passed,
// and reports whether none is.
func (c *Conn) Wait(timeout time.Duration) bool {
	deadline := time.Now().Add(timeout)
	for c.inflight.Load() > 0 {
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(5 * time.Millisecond)
	}
	return true
}

// Notify sends a notification (a request without id, never answered).
func (c *Conn) Notify(method string, params any) error {
	p, err := json.Marshal(params)
	if err != nil {
		return err
	}
	return c.send(&message{JSONRPC: "2.0", Method: method, Params: p})
}

// Marshal is json.Marshal without the escaping of <, > and & (the
// messages are not HTML, and tracebacks are full of <module>).
func Marshal(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(b.Bytes(), "\n"), nil
}
