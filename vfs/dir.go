package vfs

import (
	"io"
	"io/fs"
	"os"
	"slices"
	"syscall"

	"github.com/pyinterp/pyinterp/eval"
)

// dirBackend is a host directory, reached only through an os.Root: the
// kernel resolves every path below the root's directory descriptor, and
// os.Root refuses any step (a "..", a symbolic link, absolute or
// relative) that would leave it, also when the tree changes during the
// call.
type dirBackend struct {
	root *os.Root
	rw   bool
}

func newDirBackend(dir string, rw bool) (*dirBackend, error) {
	r, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	return &dirBackend{root: r, rw: rw}, nil
}

func (d *dirBackend) writable() bool { return d.rw }
func (d *dirBackend) close() error   { return d.root.Close() }

// readDirBatch is how many entries a listing reads (and charges) at a
// time.
const readDirBatch = 256

// infoBytes is the charge for one Info besides its name.
const infoBytes = 96

func (d *dirBackend) open(t *eval.Thread, rel string, flag int, perm fs.FileMode) (handle, error) {
	if !d.rw && isWrite(flag) {
		return nil, syscall.EACCES
	}
	// Only regular files open: a FIFO or a device would block the run
	// or never end. A first check keeps open(2) from acting on them
	// (O_TRUNC on a device), O_NONBLOCK keeps a FIFO that appears in
	// between from blocking, and the descriptor is checked again.
	if fi, err := d.root.Stat(rel); err == nil {
		if fi.IsDir() {
			return nil, syscall.EISDIR
		}
		if !fi.Mode().IsRegular() {
			return nil, syscall.EACCES
		}
	}
	f, err := d.root.OpenFile(rel, flag|syscall.O_NONBLOCK, perm)
	if err != nil {
		return nil, errnoOf(err)
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, errnoOf(err)
	}
	if fi.IsDir() {
		f.Close()
		return nil, syscall.EISDIR
	}
	if !fi.Mode().IsRegular() {
		f.Close()
		return nil, syscall.EACCES
	}
	return &osHandle{f: f}, nil
}

func hostInfo(fi fs.FileInfo) Info {
	i := Info{Name: fi.Name(), Size: fi.Size(), Mode: fi.Mode(), ModTime: fi.ModTime(), Nlink: 1}
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		i.Ino, i.Nlink = st.Ino, uint64(st.Nlink)
	}
	return i
}

func (d *dirBackend) stat(t *eval.Thread, rel string, follow bool) (Info, error) {
	var fi fs.FileInfo
	var err error
	if follow {
		fi, err = d.root.Stat(rel)
	} else {
		fi, err = d.root.Lstat(rel)
	}
	if err != nil {
		return Info{}, errnoOf(err)
	}
	return hostInfo(fi), nil
}

func (d *dirBackend) readDir(t *eval.Thread, rel string) ([]Info, error) {
	f, err := d.root.Open(rel)
	if err != nil {
		return nil, errnoOf(err)
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil {
		return nil, errnoOf(err)
	} else if !fi.IsDir() {
		return nil, syscall.ENOTDIR
	}
	var out []Info
	for {
		if err := eval.ReserveArray(t, readDirBatch, infoBytes+MaxName); err != nil {
			return nil, err
		}
		ents, err := f.ReadDir(readDirBatch)
		for _, e := range ents {
			if out, err = eval.Append(t, out, Info{Name: e.Name(), Mode: e.Type()}); err != nil {
				return nil, err
			}
		}
		if err == io.EOF || len(ents) == 0 {
			break
		}
		if err != nil {
			return nil, errnoOf(err)
		}
		if err := t.Work(int64(len(ents))); err != nil {
			return nil, err
		}
	}
	slices.SortFunc(out, func(a, b Info) int {
		switch {
		case a.Name < b.Name:
			return -1
		case a.Name > b.Name:
			return 1
		}
		return 0
	})
	return out, nil
}

func (d *dirBackend) mkdir(t *eval.Thread, rel string, perm fs.FileMode) error {
	if !d.rw {
		if _, err := d.root.Lstat(rel); err == nil {
			return syscall.EEXIST
		}
		return syscall.EACCES
	}
	return errnoOf(d.root.Mkdir(rel, perm))
}

func (d *dirBackend) mkdirAll(rel string) error {
	if !d.rw {
		return syscall.EACCES
	}
	if rel == "." {
		return nil
	}
	return errnoOf(d.root.MkdirAll(rel, 0o777))
}

func (d *dirBackend) remove(t *eval.Thread, rel string, dir bool) error {
	fi, err := d.root.Lstat(rel)
	if err != nil {
		return errnoOf(err)
	}
	switch {
	case !d.rw:
		return syscall.EACCES
	case dir && !fi.IsDir():
		return syscall.ENOTDIR
	case !dir && fi.IsDir():
		return syscall.EISDIR
	}
	return errnoOf(d.root.Remove(rel))
}

func (d *dirBackend) rename(t *eval.Thread, from, to string) error {
	if !d.rw {
		return syscall.EACCES
	}
	return errnoOf(d.root.Rename(from, to))
}

// osHandle is an open host file.
type osHandle struct{ f *os.File }

func (h *osHandle) readAt(p []byte, off int64) (int, error) {
	n, err := h.f.ReadAt(p, off)
	if err == io.EOF {
		err = nil
	}
	return n, errnoOf(err)
}

func (h *osHandle) writeAt(t *eval.Thread, p []byte, off int64) (int, error) {
	n, err := h.f.WriteAt(p, off)
	return n, errnoOf(err)
}

func (h *osHandle) size() (int64, error) {
	fi, err := h.f.Stat()
	if err != nil {
		return 0, errnoOf(err)
	}
	return fi.Size(), nil
}

func (h *osHandle) truncate(t *eval.Thread, n int64) error { return errnoOf(h.f.Truncate(n)) }

func (h *osHandle) stat() (Info, error) {
	fi, err := h.f.Stat()
	if err != nil {
		return Info{}, errnoOf(err)
	}
	return hostInfo(fi), nil
}

func (h *osHandle) close() error { return errnoOf(h.f.Close()) }
