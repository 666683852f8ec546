package vfs

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path"
	"syscall"
)

// The host's side of the file system: put files in, read back what the
// program wrote. These calls are not charged to any run and ignore the
// quotas; a name is a guest path, absolute or relative to the work
// directory (Options.WorkDir), whatever the program's current directory.

// hostResolve resolves a host's guest path.
func (v *FS) hostResolve(name string) (target, error) {
	c, err := clean(v.workAbs(), name)
	if err != nil {
		return target{}, err
	}
	m, rel := v.lookup(c.abs)
	tg := target{c: c, rel: rel, mount: m, b: v.mem}
	if m != nil {
		tg.b = m.b
	}
	return tg, nil
}

func (v *FS) workAbs() string {
	//limiterr:ok checked by New
	c, _ := clean("/", v.opts.WorkDir)
	return c.abs
}

// WriteFile writes data to the file name, creating it and its missing
// parent directories, replacing what it held.
func (v *FS) WriteFile(name string, data []byte) error {
	v.mu.Lock()
	defer v.mu.Unlock()
	tg, err := v.hostResolve(name)
	if err != nil {
		return pathError("write", name, err)
	}
	if !tg.b.writable() {
		return pathError("write", name, syscall.EACCES)
	}
	if parent, _ := splitParent(tg.rel); tg.rel != "." {
		if err := tg.b.mkdirAll(parent); err != nil {
			return pathError("mkdir", name, err)
		}
	}
	h, err := tg.b.open(nil, tg.rel, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return pathError("open", name, err)
	}
	if len(data) > 0 {
		if _, err := h.writeAt(nil, data, 0); err != nil {
			//limiterr:ok closing after a failure: the failure is returned
			h.close()
			return pathError("write", name, err)
		}
	}
	return pathError("close", name, h.close())
}

// ReadFile returns the contents of the file name.
func (v *FS) ReadFile(name string) ([]byte, error) {
	v.mu.Lock()
	defer v.mu.Unlock()
	tg, err := v.hostResolve(name)
	if err != nil {
		return nil, pathError("read", name, err)
	}
	h, err := tg.b.open(nil, tg.rel, os.O_RDONLY, 0)
	if err != nil {
		return nil, pathError("open", name, err)
	}
	//limiterr:ok a read-only handle: closing it loses nothing
	defer h.close()
	return readAll(h, name)
}

// readAll reads a handle to its end.
func readAll(h handle, name string) ([]byte, error) {
	size, err := h.size()
	if err != nil {
		return nil, pathError("read", name, err)
	}
	data := make([]byte, 0, size+512) //allocpath:ok the host's call: sized by the file it reads, charged to no run
	for {
		if len(data) == cap(data) {
			data = append(data, 0)[:len(data)]
		}
		n, err := h.readAt(data[len(data):cap(data)], int64(len(data)))
		data = data[:len(data)+n]
		if err != nil {
			return nil, pathError("read", name, err)
		}
		if n == 0 {
			return data, nil
		}
	}
}

// Stat describes the file name, following symbolic links.
func (v *FS) Stat(name string) (fs.FileInfo, error) {
	v.mu.Lock()
	defer v.mu.Unlock()
	tg, err := v.hostResolve(name)
	if err != nil {
		return nil, pathError("stat", name, err)
	}
	info, err := tg.b.stat(nil, tg.rel, true)
	if err != nil {
		return nil, pathError("stat", name, err)
	}
	info.Name = baseName(tg.c.abs)
	return fileInfo{info}, nil
}

// ReadDir lists the directory name, sorted by name.
func (v *FS) ReadDir(name string) ([]fs.DirEntry, error) {
	v.mu.Lock()
	defer v.mu.Unlock()
	tg, err := v.hostResolve(name)
	if err != nil {
		return nil, pathError("readdir", name, err)
	}
	infos, err := tg.b.readDir(nil, tg.rel)
	if err != nil {
		return nil, pathError("readdir", name, err)
	}
	out := make([]fs.DirEntry, len(infos)) //allocpath:ok the host's call (charged to no run): the listing it asked for
	for i, in := range infos {
		out[i] = &dirEntry{v: v, dir: tg.c.abs, i: in}
	}
	return out, nil
}

// dirEntry is an entry of a host listing; Info stats it.
type dirEntry struct {
	v   *FS
	dir string
	i   Info
}

func (d *dirEntry) Name() string      { return d.i.Name }
func (d *dirEntry) IsDir() bool       { return d.i.Mode.IsDir() }
func (d *dirEntry) Type() fs.FileMode { return d.i.Mode.Type() }
func (d *dirEntry) Info() (fs.FileInfo, error) {
	return d.v.Stat(path.Join(d.dir, d.i.Name))
}

// MkdirAll makes the directory name and its missing parents.
func (v *FS) MkdirAll(name string) error {
	v.mu.Lock()
	defer v.mu.Unlock()
	tg, err := v.hostResolve(name)
	if err != nil {
		return pathError("mkdir", name, err)
	}
	return pathError("mkdir", name, tg.b.mkdirAll(tg.rel))
}

// Remove removes the file or empty directory name.
func (v *FS) Remove(name string) error {
	v.mu.Lock()
	defer v.mu.Unlock()
	tg, err := v.hostResolve(name)
	if err != nil {
		return pathError("remove", name, err)
	}
	if tg.c.abs == "/" || v.holdsMount(tg.c.abs) {
		return pathError("remove", name, syscall.EBUSY)
	}
	info, err := tg.b.stat(nil, tg.rel, false)
	if err != nil {
		return pathError("remove", name, err)
	}
	return pathError("remove", name, tg.b.remove(nil, tg.rel, info.IsDir()))
}

// RemoveAll removes name and everything below it; a missing name is not
// an error. Mount points and what holds them stay.
func (v *FS) RemoveAll(name string) error {
	v.mu.Lock()
	defer v.mu.Unlock()
	tg, err := v.hostResolve(name)
	if err != nil {
		return pathError("remove", name, err)
	}
	return pathError("remove", name, v.removeAll(tg.c.abs))
}

func (v *FS) removeAll(abs string) error {
	if abs == "/" || v.holdsMount(abs) {
		// Empty what is not a mount, keep the mounts.
		//limiterr:ok abs is already clean and absolute: resolving it cannot fail
		tg, _ := v.hostResolve(abs)
		if info, err := tg.b.stat(nil, tg.rel, false); err != nil || !info.IsDir() {
			return syscall.EBUSY
		}
		infos, err := tg.b.readDir(nil, tg.rel)
		if err != nil {
			return err
		}
		for _, in := range infos {
			if err := v.removeAll(path.Join(abs, in.Name)); err != nil && err != syscall.EBUSY {
				return err
			}
		}
		return nil
	}
	//limiterr:ok abs is already clean and absolute: resolving it cannot fail
	tg, _ := v.hostResolve(abs)
	info, err := tg.b.stat(nil, tg.rel, false)
	if errors.Is(err, syscall.ENOENT) {
		return nil
	}
	if err != nil {
		return err
	}
	if info.IsDir() {
		infos, err := tg.b.readDir(nil, tg.rel)
		if err != nil {
			return err
		}
		for _, in := range infos {
			if err := v.removeAll(path.Join(abs, in.Name)); err != nil {
				return err
			}
		}
	}
	return tg.b.remove(nil, tg.rel, info.IsDir())
}

// Usage is what the program used of its quotas.
type Usage struct {
	BytesWritten int64 // bytes written to files, in all
	Files        int   // files and directories created and not removed
	OpenFiles    int   // files open now
	HeldBytes    int64 // bytes of file contents held in memory (scratch area)
}

// Usage returns the program's usage of the quotas.
func (v *FS) Usage() Usage {
	v.mu.Lock()
	defer v.mu.Unlock()
	return Usage{BytesWritten: v.written, Files: v.created, OpenFiles: v.open.count(), HeldBytes: v.mem.held}
}

// HeldBytes returns the bytes of file contents the scratch area holds in
// memory, plus an estimate of its directories': what a run is charged for
// at its start.
func (v *FS) HeldBytes() int64 {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.mem.held + v.mem.dirs*nodeBytes
}

// IOFS returns the file system as an io/fs.FS rooted at the guest root:
// "work/out.json" names /work/out.json. It implements fs.ReadFileFS,
// fs.ReadDirFS and fs.StatFS, so fs.WalkDir, fs.Glob and fs.ReadFile
// list and read what the program wrote.
func (v *FS) IOFS() fs.FS { return ioFS{v} }

type ioFS struct{ v *FS }

func (f ioFS) name(op, name string) (string, error) {
	if !fs.ValidPath(name) {
		return "", &fs.PathError{Op: op, Path: name, Err: fs.ErrInvalid}
	}
	return "/" + name, nil
}

func (f ioFS) Open(name string) (fs.File, error) {
	p, err := f.name("open", name)
	if err != nil {
		return nil, err
	}
	info, err := f.v.Stat(p)
	if err != nil {
		return nil, relabel(err, name)
	}
	if info.IsDir() {
		ents, err := f.v.ReadDir(p)
		if err != nil {
			return nil, relabel(err, name)
		}
		return &ioDir{info: info, ents: ents}, nil
	}
	data, err := f.v.ReadFile(p)
	if err != nil {
		return nil, relabel(err, name)
	}
	return &ioFile{info: info, r: newBytesReader(data)}, nil
}

func (f ioFS) ReadFile(name string) ([]byte, error) {
	p, err := f.name("read", name)
	if err != nil {
		return nil, err
	}
	data, err := f.v.ReadFile(p)
	return data, relabel(err, name)
}

func (f ioFS) ReadDir(name string) ([]fs.DirEntry, error) {
	p, err := f.name("readdir", name)
	if err != nil {
		return nil, err
	}
	ents, err := f.v.ReadDir(p)
	return ents, relabel(err, name)
}

func (f ioFS) Stat(name string) (fs.FileInfo, error) {
	p, err := f.name("stat", name)
	if err != nil {
		return nil, err
	}
	info, err := f.v.Stat(p)
	return info, relabel(err, name)
}

// relabel puts the io/fs name in a path error.
func relabel(err error, name string) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return &fs.PathError{Op: pe.Op, Path: name, Err: pe.Err}
	}
	return err
}

type ioFile struct {
	info fs.FileInfo
	r    *bytesReader
}

func (f *ioFile) Stat() (fs.FileInfo, error) { return f.info, nil }
func (f *ioFile) Read(p []byte) (int, error) { return f.r.Read(p) }
func (f *ioFile) Close() error               { return nil }

type ioDir struct {
	info fs.FileInfo
	ents []fs.DirEntry
	pos  int
}

func (d *ioDir) Stat() (fs.FileInfo, error) { return d.info, nil }
func (d *ioDir) Read([]byte) (int, error) {
	return 0, &fs.PathError{Op: "read", Path: d.info.Name(), Err: fs.ErrInvalid}
}
func (d *ioDir) Close() error { return nil }
func (d *ioDir) ReadDir(n int) ([]fs.DirEntry, error) {
	rest := d.ents[d.pos:]
	if n <= 0 {
		d.pos = len(d.ents)
		return rest, nil
	}
	if len(rest) == 0 {
		return nil, io.EOF
	}
	if n > len(rest) {
		n = len(rest)
	}
	d.pos += n
	return rest[:n], nil
}

type bytesReader struct {
	b   []byte
	off int
}

func newBytesReader(b []byte) *bytesReader { return &bytesReader{b: b} }

func (r *bytesReader) Read(p []byte) (int, error) {
	if r.off >= len(r.b) {
		return 0, io.EOF
	}
	n := copy(p, r.b[r.off:])
	r.off += n
	return n, nil
}
