package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/pyinterp/pyinterp/jsonrpc"
	"github.com/pyinterp/pyinterp/session"
)

// The JSON-RPC methods (docs/protocol.md).
const (
	MethodCreate       = "session.create"
	MethodRun          = "session.run"
	MethodSetVariables = "session.set_variables"
	MethodVariables    = "session.variables"
	MethodAddTools     = "session.add_tools"
	MethodReset        = "session.reset"
	MethodClose        = "session.close"
	MethodCancel       = "session.cancel"
	MethodWriteFile    = "session.write_file"
	MethodReadFile     = "session.read_file"
	MethodListFiles    = "session.list_files"
	MethodRemoveFile   = "session.remove_file"
	MethodInfo         = "server.info"

	// MethodToolCall is the server's request to the client.
	MethodToolCall = "tool.call"
	// MethodEvent is a worker's notification of an audit event.
	MethodEvent = "session.event"
)

// ProtocolVersion is the version of docs/protocol.md the server speaks.
const ProtocolVersion = "1"

// The JSON-RPC error codes of the session errors (docs/protocol.md).
var rpcCodes = map[session.Code]int{
	session.NotFound:        -32001,
	session.Busy:            -32002,
	session.TooManySessions: -32003,
	session.MemoryBudget:    -32004,
	session.InvalidOptions:  jsonrpc.CodeInvalidParams,
	session.TooLarge:        -32005,
	session.ShuttingDown:    -32006,
	session.Unavailable:     -32007,
	session.NoSuchFile:      -32008,
	session.FileError:       -32009,
	session.Conflict:        -32011,
}

// CodeToolError is the code of a client's answer to tool.call that
// raises an exception in Python.
const CodeToolError = -32010

// rpcError converts a manager error to a JSON-RPC error, its code name
// in data.code.
func rpcError(err error) error {
	var se *session.Error
	if !errors.As(err, &se) {
		return err
	}
	code, ok := rpcCodes[se.Code]
	if !ok {
		code = jsonrpc.CodeInternalError
	}
	return (&jsonrpc.Error{Code: code, Message: se.Message}).WithData(map[string]string{"code": se.Code.String()})
}

// Parameters of the methods.
type (
	idParams struct {
		ID string `json:"id"`
	}
	runParams struct {
		ID   string `json:"id"`
		Code string `json:"code"`
	}
	setVariablesParams struct {
		ID        string          `json:"id"`
		Variables json.RawMessage `json:"variables"`
	}
	addToolsParams struct {
		ID    string             `json:"id"`
		Tools []session.ToolSpec `json:"tools"`
	}
	createResult struct {
		ID string `json:"id"`
	}
	fileParams struct {
		ID   string `json:"id"`
		Path string `json:"path"`
	}
	writeFileParams struct {
		ID   string `json:"id"`
		Path string `json:"path"`
		Data []byte `json:"data"` // base64
	}
	readFileResult struct {
		Data []byte `json:"data"` // base64
	}
	listFilesResult struct {
		Files []session.FileInfo `json:"files"`
	}
	variablesResult struct {
		Variables json.RawMessage `json:"variables"`
	}
	cancelResult struct {
		Cancelled bool `json:"cancelled"`
	}
	// InfoResult describes the server (server.info, GET /v1/info).
	InfoResult struct {
		Server          string  `json:"server"`
		Version         string  `json:"version"`
		Protocol        string  `json:"protocol"`
		MaxSessions     int     `json:"max_sessions"`
		Sessions        int     `json:"sessions"`
		MemoryBudget    int64   `json:"memory_budget"`
		MemoryReserved  int64   `json:"memory_reserved"`
		SessionTTL      float64 `json:"session_ttl"`
		MaxCodeSize     int     `json:"max_code_size"`
		MaxTimeout      float64 `json:"max_timeout"`
		DefaultTimeout  float64 `json:"default_timeout,omitempty"`
		DefaultMemory   int64   `json:"default_max_memory,omitempty"`
		WorkerProcesses bool    `json:"worker_processes"`
	}
)

// decodeParams decodes a method's params strictly: an object with known
// fields only.
func decodeParams(params json.RawMessage, v any) error {
	if len(params) == 0 {
		params = json.RawMessage("{}")
	}
	if params[0] != '{' {
		return jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "invalid params: want an object")
	}
	dec := json.NewDecoder(bytes.NewReader(params))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "invalid params: %v", err)
	}
	return nil
}

// rpcHandler answers the methods of the protocol on a manager. tools
// makes the ToolCaller of a run; created and closed are told about the
// sessions the connection creates and closes (may be nil).
type rpcHandler struct {
	srv     *Server
	tools   func(id string) session.ToolCaller
	created func(id string)
	closed  func(id string)
}

func (h *rpcHandler) handle(ctx context.Context, method string, params json.RawMessage) (any, error) {
	m := h.srv.Manager
	switch method {
	case MethodCreate:
		var o session.Options
		if err := decodeParams(params, &o); err != nil {
			return nil, err
		}
		id, err := m.Create(ctx, &o)
		if err != nil {
			return nil, rpcError(err)
		}
		if h.created != nil {
			h.created(id)
		}
		return createResult{ID: id}, nil
	case MethodRun:
		var p runParams
		if err := decodeParams(params, &p); err != nil {
			return nil, err
		}
		res, err := m.Run(ctx, p.ID, p.Code, h.tools(p.ID))
		if err != nil {
			return nil, rpcError(err)
		}
		return res, nil
	case MethodSetVariables:
		var p setVariablesParams
		if err := decodeParams(params, &p); err != nil {
			return nil, err
		}
		if p.Variables == nil {
			p.Variables = json.RawMessage("{}")
		}
		if err := m.SetVariables(ctx, p.ID, p.Variables); err != nil {
			return nil, rpcError(err)
		}
		return struct{}{}, nil
	case MethodVariables:
		var p idParams
		if err := decodeParams(params, &p); err != nil {
			return nil, err
		}
		vars, err := m.Variables(ctx, p.ID)
		if err != nil {
			return nil, rpcError(err)
		}
		return variablesResult{Variables: vars}, nil
	case MethodAddTools:
		var p addToolsParams
		if err := decodeParams(params, &p); err != nil {
			return nil, err
		}
		if err := m.AddTools(ctx, p.ID, p.Tools); err != nil {
			return nil, rpcError(err)
		}
		return struct{}{}, nil
	case MethodReset:
		var p idParams
		if err := decodeParams(params, &p); err != nil {
			return nil, err
		}
		if err := m.Reset(ctx, p.ID); err != nil {
			return nil, rpcError(err)
		}
		return struct{}{}, nil
	case MethodClose:
		var p idParams
		if err := decodeParams(params, &p); err != nil {
			return nil, err
		}
		if err := m.Close(ctx, p.ID); err != nil {
			return nil, rpcError(err)
		}
		if h.closed != nil {
			h.closed(p.ID)
		}
		return struct{}{}, nil
	case MethodCancel:
		var p idParams
		if err := decodeParams(params, &p); err != nil {
			return nil, err
		}
		ok, err := m.Cancel(p.ID)
		if err != nil {
			return nil, rpcError(err)
		}
		return cancelResult{Cancelled: ok}, nil
	case MethodWriteFile:
		var p writeFileParams
		if err := decodeParams(params, &p); err != nil {
			return nil, err
		}
		if err := m.WriteFile(ctx, p.ID, p.Path, p.Data); err != nil {
			return nil, rpcError(err)
		}
		return struct{}{}, nil
	case MethodReadFile:
		var p fileParams
		if err := decodeParams(params, &p); err != nil {
			return nil, err
		}
		data, err := m.ReadFile(ctx, p.ID, p.Path)
		if err != nil {
			return nil, rpcError(err)
		}
		// The answer is a line: it must fit the server's message size
		// (base64 makes a third more).
		if n := h.srv.maxRequestSize(); len(data)/3*4 > n {
			return nil, rpcError(&session.Error{Code: session.TooLarge,
				Message: fmt.Sprintf("file of %d bytes is larger than a message may carry (%d bytes in base64); read it over HTTP", len(data), n)})
		}
		return readFileResult{Data: data}, nil
	case MethodListFiles:
		var p fileParams
		if err := decodeParams(params, &p); err != nil {
			return nil, err
		}
		files, err := m.ListFiles(ctx, p.ID, p.Path)
		if err != nil {
			return nil, rpcError(err)
		}
		return listFilesResult{Files: files}, nil
	case MethodRemoveFile:
		var p fileParams
		if err := decodeParams(params, &p); err != nil {
			return nil, err
		}
		if err := m.RemoveFile(ctx, p.ID, p.Path); err != nil {
			return nil, rpcError(err)
		}
		return struct{}{}, nil
	case MethodInfo:
		if err := decodeParams(params, &struct{}{}); err != nil {
			return nil, err
		}
		return h.srv.info(), nil
	}
	return nil, jsonrpc.Errorf(jsonrpc.CodeMethodNotFound, "method not found: %s", truncate(method, 100))
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}

// connTools is the ToolCaller of runs over a JSON-RPC connection: each
// call is a tool.call request to the client.
type connTools struct{ conn *jsonrpc.Conn }

func (c connTools) CallTool(ctx context.Context, call *session.ToolCall) (json.RawMessage, error) {
	var raw json.RawMessage
	err := c.conn.Call(ctx, MethodToolCall, call, &raw)
	if err != nil {
		return nil, toolErrorOf(err)
	}
	if len(raw) == 0 {
		raw = json.RawMessage("null")
	}
	return raw, nil
}

// toolErrorOf converts a client's error answer to a tool call: the data
// of the error says the exception's type and message.
func toolErrorOf(err error) error {
	var re *jsonrpc.Error
	if !errors.As(err, &re) {
		return err
	}
	te := &session.ToolError{Type: "RuntimeError", Message: re.Message}
	if len(re.Data) > 0 {
		var d session.ToolError
		if json.Unmarshal(re.Data, &d) == nil && d.Type != "" {
			te.Type, te.Traceback = d.Type, d.Traceback
			if d.Message != "" || re.Message == "" {
				te.Message = d.Message
			}
		}
	}
	return te
}

// toolErrorAnswer is the JSON-RPC error that answers a tool call with an
// exception (used by the worker backend's parent).
func toolErrorAnswer(err error) error {
	var te *session.ToolError
	if errors.As(err, &te) {
		return (&jsonrpc.Error{Code: CodeToolError, Message: te.Message}).WithData(te)
	}
	return fmt.Errorf("%v", err)
}
