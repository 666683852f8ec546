package server

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"testing"

	"github.com/pyinterp/pyinterp/session"
)

// TestHTTPFiles: upload, run, list, download and remove over HTTP.
func TestHTTPFiles(t *testing.T) {
	c, _ := startHTTP(t, session.Config{}, "")
	ctx := context.Background()
	status, v := c.do(ctx, "POST", "/v1/sessions", `{"files": {"max_file_size": 100000}}`)
	if status != http.StatusCreated {
		t.Fatalf("create: %d %v", status, v)
	}
	base := "/v1/sessions/" + v["id"].(string)
	if status, v = c.do(ctx, "PUT", base+"/files/data/in.csv", "a,b\n1,2\n"); status != 200 {
		t.Fatalf("upload: %d %v", status, v)
	}
	status, v = c.do(ctx, "POST", base+"/run", `{"code": "import csv\nrows = list(csv.reader(open('data/in.csv')))\nopen('out.txt', 'w').write(str(rows))"}`)
	if status != 200 || v["status"] != "done" || v["error"] != nil {
		t.Fatalf("run: %d %v", status, v)
	}
	status, body := c.raw(ctx, "GET", base+"/files/out.txt", "")
	if status != 200 || body != "[['a', 'b'], ['1', '2']]" {
		t.Errorf("download: %d %q", status, body)
	}
	status, v = c.do(ctx, "GET", base+"/files", "")
	if b, _ := json.Marshal(v["files"]); status != 200 || !json.Valid(b) || len(v["files"].([]any)) != 3 {
		t.Errorf("list: %d %v", status, v)
	}
	status, v = c.do(ctx, "GET", base+"/files?path=data", "")
	if files, _ := v["files"].([]any); status != 200 || len(files) != 1 || files[0].(map[string]any)["path"] != "in.csv" {
		t.Errorf("list data: %d %v", status, v)
	}
	if status, v = c.do(ctx, "DELETE", base+"/files/data", ""); status != 200 {
		t.Errorf("delete: %d %v", status, v)
	}
	if status, v = c.do(ctx, "GET", base+"/files/data/in.csv", ""); status != http.StatusNotFound || errCode(v) != "no_such_file" {
		t.Errorf("download deleted: %d %v", status, v)
	}
	c.do(ctx, "PUT", base+"/files/d/x", "x")
	if status, v = c.do(ctx, "GET", base+"/files/d", ""); status != http.StatusBadRequest || errCode(v) != "file_error" {
		t.Errorf("download a directory: %d %v", status, v)
	}
	if status, v = c.do(ctx, "PUT", base+"/files/big", string(make([]byte, 70<<10))); status != http.StatusRequestEntityTooLarge {
		t.Errorf("upload past the request size: %d %v", status, v)
	}
	// A session without files.
	_, v = c.do(ctx, "POST", "/v1/sessions", `{}`)
	if status, v = c.do(ctx, "PUT", "/v1/sessions/"+v["id"].(string)+"/files/x", "x"); status != http.StatusBadRequest || errCode(v) != "file_error" {
		t.Errorf("no files: %d %v", status, v)
	}
}

// TestRPCFiles: the JSON-RPC methods, through a worker process (which
// forwards them) and in process.
func TestRPCFiles(t *testing.T) {
	for _, workers := range []bool{false, true} {
		cfg := session.Config{}
		if workers {
			cfg.Backend = testWorkers(nil)
		}
		m := session.New(cfg)
		srv := &Server{Manager: m, Version: "test", MaxRequestSize: 1 << 20}
		h := &rpcHandler{srv: srv, tools: func(string) session.ToolCaller { return nil }}
		ctx := context.Background()
		call := func(method string, params any) (json.RawMessage, error) {
			b, _ := json.Marshal(params)
			res, err := h.handle(ctx, method, b)
			if err != nil {
				return nil, err
			}
			out, _ := json.Marshal(res)
			return out, nil
		}
		out, err := call(MethodCreate, map[string]any{"files": map[string]any{}})
		if err != nil {
			t.Fatal(err)
		}
		var created createResult
		json.Unmarshal(out, &created)
		id := created.ID
		if _, err := call(MethodWriteFile, map[string]any{"id": id, "path": "in.txt", "data": base64.StdEncoding.EncodeToString([]byte("héllo"))}); err != nil {
			t.Fatal(err)
		}
		if _, err := call(MethodRun, map[string]any{"id": id, "code": "open('out.txt', 'w').write(open('in.txt').read().upper())"}); err != nil {
			t.Fatal(err)
		}
		out, err = call(MethodReadFile, map[string]any{"id": id, "path": "out.txt"})
		var rf readFileResult
		json.Unmarshal(out, &rf)
		if err != nil || string(rf.Data) != "HÉLLO" {
			t.Errorf("workers=%v read_file: %s %v", workers, out, err)
		}
		out, err = call(MethodListFiles, map[string]any{"id": id})
		if err != nil || !json.Valid(out) {
			t.Errorf("list_files: %s %v", out, err)
		}
		var lf listFilesResult
		json.Unmarshal(out, &lf)
		if len(lf.Files) != 2 || lf.Files[0].Path != "in.txt" || lf.Files[1].Size != 6 {
			t.Errorf("workers=%v list: %+v", workers, lf.Files)
		}
		if _, err := call(MethodRemoveFile, map[string]any{"id": id, "path": "in.txt"}); err != nil {
			t.Errorf("remove: %v", err)
		}
		_, err = call(MethodReadFile, map[string]any{"id": id, "path": "in.txt"})
		if err == nil || err.Error() != "[Errno 2] No such file or directory: 'in.txt'" {
			t.Errorf("workers=%v read removed: %v", workers, err)
		}
		if b, _ := json.Marshal(err); string(b) == "" {
			t.Error("unencodable error")
		}
		m.Shutdown(ctx)
		if workers {
			cfg.Backend.Close()
		}
	}
}
