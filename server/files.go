package server

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"
	"strconv"
)

// The HTTP endpoints of a session's files (docs/protocol.md): raw bodies
// in and out; a path in the URL is relative to the working directory
// (/work).

// readRaw reads a request's body, at most --max-request-size bytes,
// answering the error itself when it cannot.
func (a *httpAPI) readRaw(w http.ResponseWriter, r *http.Request) ([]byte, bool) {
	body := http.MaxBytesReader(w, r.Body, int64(a.srv.maxRequestSize()))
	var buf bytes.Buffer
	if _, err := buf.ReadFrom(body); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			writeError(w, http.StatusRequestEntityTooLarge, "too_large", fmt.Sprintf("request body larger than %d bytes", a.srv.maxRequestSize()))
		} else {
			writeError(w, http.StatusBadRequest, "bad_request", "cannot read the body: "+err.Error())
		}
		return nil, false
	}
	return buf.Bytes(), true
}

func (a *httpAPI) writeFile(w http.ResponseWriter, r *http.Request) {
	data, ok := a.readRaw(w, r)
	if !ok {
		return
	}
	if err := a.srv.Manager.WriteFile(r.Context(), r.PathValue("id"), r.PathValue("path"), data); err != nil {
		writeSessionError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, struct{}{})
}

func (a *httpAPI) readFile(w http.ResponseWriter, r *http.Request) {
	data, err := a.srv.Manager.ReadFile(r.Context(), r.PathValue("id"), r.PathValue("path"))
	if err != nil {
		writeSessionError(w, err)
		return
	}
	w.Header().Set("Content-Type", "application/octet-stream")
	w.Header().Set("Content-Length", strconv.Itoa(len(data)))
	w.WriteHeader(http.StatusOK)
	w.Write(data)
}

func (a *httpAPI) removeFile(w http.ResponseWriter, r *http.Request) {
	if err := a.srv.Manager.RemoveFile(r.Context(), r.PathValue("id"), r.PathValue("path")); err != nil {
		writeSessionError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, struct{}{})
}

func (a *httpAPI) listFiles(w http.ResponseWriter, r *http.Request) {
	files, err := a.srv.Manager.ListFiles(r.Context(), r.PathValue("id"), r.URL.Query().Get("path"))
	if err != nil {
		writeSessionError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, listFilesResult{Files: files})
}
