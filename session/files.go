package session

import (
	"context"
	"errors"
	"path"
	"strconv"
	"syscall"

	"github.com/pyinterp/pyinterp/eval"
)

// The files of a session (Options.Files): the client puts files in the
// session's scratch area and reads back what the code wrote.

// noFiles is the error of a file operation on a session without files.
func noFiles() error {
	return &Error{Code: FileError, Message: `the session has no file system: create it with "files": {}`}
}

// fileError converts an error of package vfs: ENOENT is NoSuchFile, the
// other errnos FileError, worded as Python's OSError ("[Errno 21] Is a
// directory: 'out'").
func fileError(err error, name string) error {
	if err == nil {
		return nil
	}
	var errno syscall.Errno
	if !errors.As(err, &errno) {
		return &Error{Code: FileError, Message: err.Error()}
	}
	n := eval.Errno(errno)
	code := FileError
	if n == 2 {
		code = NoSuchFile
	}
	msg := eval.NewOSError(n, nil, nil).Message(nil)
	if name != "" {
		msg += ": " + quote(name)
	}
	return &Error{Code: code, Message: msg}
}

// quote is Python's repr of a path (single quotes; enough for messages).
func quote(s string) string { return "'" + s + "'" }

func (rt *inProcess) WriteFile(_ context.Context, name string, data []byte) error {
	if rt.files == nil {
		return noFiles()
	}
	// The files count against the session's memory: an upload that would
	// leave no room to run is refused.
	if held := rt.files.HeldBytes(); rt.maxMemory > 0 && held+int64(len(data)) > rt.maxMemory {
		return &Error{Code: TooLarge, Message: "the session's files would hold more than its max_memory (" + strconv.FormatInt(rt.maxMemory, 10) + " bytes)"}
	}
	return fileError(rt.files.WriteFile(name, data), name)
}

func (rt *inProcess) ReadFile(_ context.Context, name string) ([]byte, error) {
	if rt.files == nil {
		return nil, noFiles()
	}
	data, err := rt.files.ReadFile(name)
	return data, fileError(err, name)
}

func (rt *inProcess) ListFiles(_ context.Context, dir string) ([]FileInfo, error) {
	if rt.files == nil {
		return nil, noFiles()
	}
	if dir == "" {
		dir = rt.files.WorkDir()
	}
	info, err := rt.files.Stat(dir)
	if err != nil {
		return nil, fileError(err, dir)
	}
	if !info.IsDir() {
		return nil, fileError(syscall.ENOTDIR, dir)
	}
	out := []FileInfo{}
	var walk func(rel string) error
	walk = func(rel string) error {
		ents, err := rt.files.ReadDir(path.Join(dir, rel))
		if err != nil {
			return err
		}
		for _, e := range ents {
			p := path.Join(rel, e.Name())
			fi, err := e.Info()
			if err != nil {
				continue // removed meanwhile
			}
			mtime := float64(fi.ModTime().UnixNano()) / 1e9
			if fi.IsDir() {
				out = append(out, FileInfo{Path: p, Type: "dir", Mtime: mtime})
				if err := walk(p); err != nil {
					return err
				}
				continue
			}
			out = append(out, FileInfo{Path: p, Type: "file", Size: fi.Size(), Mtime: mtime})
		}
		return nil
	}
	if err := walk(""); err != nil {
		return nil, fileError(err, dir)
	}
	return out, nil
}

func (rt *inProcess) RemoveFile(_ context.Context, name string) error {
	if rt.files == nil {
		return noFiles()
	}
	if _, err := rt.files.Stat(name); err != nil {
		return fileError(err, name)
	}
	return fileError(rt.files.RemoveAll(name), name)
}

// WriteFile puts a file in a session's file system.
func (m *Manager) WriteFile(ctx context.Context, id, name string, data []byte) error {
	return m.do(ctx, id, "write_file", func(s *sess) error { return s.rt.WriteFile(ctx, name, data) })
}

// ReadFile reads a file of a session.
func (m *Manager) ReadFile(ctx context.Context, id, name string) ([]byte, error) {
	var out []byte
	err := m.do(ctx, id, "read_file", func(s *sess) error {
		var err error
		out, err = s.rt.ReadFile(ctx, name)
		return err
	})
	return out, err
}

// ListFiles lists a directory of a session ("" is the working
// directory) and everything below it.
func (m *Manager) ListFiles(ctx context.Context, id, dir string) ([]FileInfo, error) {
	var out []FileInfo
	err := m.do(ctx, id, "list_files", func(s *sess) error {
		var err error
		out, err = s.rt.ListFiles(ctx, dir)
		return err
	})
	return out, err
}

// RemoveFile removes a file or directory tree of a session.
func (m *Manager) RemoveFile(ctx context.Context, id, name string) error {
	return m.do(ctx, id, "remove_file", func(s *sess) error { return s.rt.RemoveFile(ctx, name) })
}
