package server

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/jsonrpc"
	"github.com/pyinterp/pyinterp/session"
)

// FuzzRequest feeds arbitrary input to the JSON-RPC server, after a
// session.create, as a client would send it: the server must not panic,
// must answer every line with valid JSON-RPC 2.0 (a response or a tool
// call), and must end when the input ends. The seeds are the requests of
// the golden transcripts.
//
//	go test ./server -run '^$' -fuzz FuzzRequest -fuzztime 2m
func FuzzRequest(f *testing.F) {
	files, _ := filepath.Glob("testdata/transcripts/*.txt")
	for _, file := range files {
		data, _ := os.ReadFile(file)
		for _, line := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(line, "> ") && len(line) < 2000 {
				f.Add([]byte(line[2:]))
			}
		}
	}
	f.Add([]byte(`{"jsonrpc":"2.0","id":1,"method":"session.run","params":{"id":"s1","code":"tool(1, k={'a': (1,)})"}}`))
	f.Add([]byte("\x00\xff{\"jsonrpc\":\"2.0\",\"id\":[],\"method\":1}\n\n[]"))
	f.Fuzz(func(t *testing.T, data []byte) {
		m := session.New(session.Config{NewID: sequentialIDs(), MaxSessions: 3, MemoryBudget: 64 << 20, MaxCodeSize: 4096,
			Defaults: session.Limits{Timeout: 200 * time.Millisecond, MaxOperations: 20000, MaxMemory: 8 << 20}})
		defer m.Shutdown(context.Background())
		srv := &Server{Manager: m, MaxRequestSize: 8192}
		input := `{"jsonrpc":"2.0","id":0,"method":"session.create","params":{"tools":[{"name":"tool"}]}}` + "\n" + string(data) + "\n"
		var out bytes.Buffer
		done := make(chan error, 1)
		go func() { done <- srv.ServeStdio(context.Background(), strings.NewReader(input), &out, time.Second) }()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			t.Fatalf("the server did not end at the end of its input %q", data)
		}
		sc := bufio.NewScanner(&out)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			var msg struct {
				JSONRPC string          `json:"jsonrpc"`
				ID      json.RawMessage `json:"id"`
				Method  string          `json:"method"`
				Result  json.RawMessage `json:"result"`
				Error   *jsonrpc.Error  `json:"error"`
			}
			if err := json.Unmarshal(sc.Bytes(), &msg); err != nil {
				t.Fatalf("output line %q is not JSON: %v", sc.Text(), err)
			}
			ok := msg.JSONRPC == "2.0" && (msg.Method == MethodToolCall || msg.ID != nil && (msg.Result != nil) != (msg.Error != nil))
			if !ok {
				t.Fatalf("output line %q is not a JSON-RPC response or tool call", sc.Text())
			}
			if msg.Error != nil && msg.Error.Code == jsonrpc.CodeInternalError {
				t.Fatalf("internal error for input %q: %s", data, sc.Text())
			}
		}
	})
}
