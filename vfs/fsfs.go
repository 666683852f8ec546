package vfs

import (
	"io"
	"io/fs"
	"syscall"

	"github.com/pyinterp/pyinterp/eval"
)

// fsBackend is a read-only io/fs.FS.
type fsBackend struct{ fsys fs.FS }

func (b *fsBackend) writable() bool { return false }
func (b *fsBackend) close() error   { return nil }

func (b *fsBackend) open(t *eval.Thread, rel string, flag int, perm fs.FileMode) (handle, error) {
	if isWrite(flag) {
		if _, err := fs.Stat(b.fsys, rel); err != nil && errnoOf(err) == syscall.ENOENT {
			if parent, _ := splitParent(rel); parent != rel {
				if _, perr := fs.Stat(b.fsys, parent); perr != nil {
					return nil, errnoOf(perr)
				}
			}
		}
		return nil, syscall.EACCES
	}
	f, err := b.fsys.Open(rel)
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
	h := &fsHandle{f: f, info: hostInfo(fi)}
	if ra, ok := f.(io.ReaderAt); ok {
		h.ra = ra
		return h, nil
	}
	if s, ok := f.(io.ReadSeeker); ok {
		h.rs = s
		return h, nil
	}
	// A file that can neither seek nor read at an offset is read whole,
	// charged first.
	size := fi.Size()
	if size < 0 || size > eval.MaxObjectBytes {
		f.Close()
		return nil, syscall.EFBIG
	}
	data, err := eval.Make[byte](t, int(size))
	if err != nil {
		f.Close()
		return nil, err
	}
	n, err := io.ReadFull(f, data)
	f.Close()
	if err != nil && err != io.ErrUnexpectedEOF {
		return nil, errnoOf(err)
	}
	h.data, h.f = data[:n], nil
	return h, nil
}

func (b *fsBackend) stat(t *eval.Thread, rel string, follow bool) (Info, error) {
	fi, err := fs.Stat(b.fsys, rel)
	if err != nil {
		return Info{}, errnoOf(err)
	}
	return hostInfo(fi), nil
}

func (b *fsBackend) readDir(t *eval.Thread, rel string) ([]Info, error) {
	fi, err := fs.Stat(b.fsys, rel)
	if err != nil {
		return nil, errnoOf(err)
	}
	if !fi.IsDir() {
		return nil, syscall.ENOTDIR
	}
	ents, err := fs.ReadDir(b.fsys, rel)
	if err != nil {
		return nil, errnoOf(err)
	}
	out, err := eval.MakeCap[Info](t, 0, len(ents))
	if err != nil {
		return nil, err
	}
	if err := t.Work(int64(len(ents))); err != nil {
		return nil, err
	}
	for _, e := range ents {
		out = append(out, Info{Name: e.Name(), Mode: e.Type()})
	}
	return out, nil
}

func (b *fsBackend) mkdir(t *eval.Thread, rel string, perm fs.FileMode) error {
	if _, err := fs.Stat(b.fsys, rel); err == nil {
		return syscall.EEXIST
	}
	return syscall.EACCES
}

func (b *fsBackend) mkdirAll(rel string) error { return syscall.EACCES }

func (b *fsBackend) remove(t *eval.Thread, rel string, dir bool) error {
	if _, err := fs.Stat(b.fsys, rel); err != nil {
		return errnoOf(err)
	}
	return syscall.EACCES
}

func (b *fsBackend) rename(t *eval.Thread, from, to string) error {
	if _, err := fs.Stat(b.fsys, from); err != nil {
		return errnoOf(err)
	}
	return syscall.EACCES
}

// fsHandle is an open file of an fs.FS: read at offsets, by seeking, or
// from a copy in memory.
type fsHandle struct {
	f    fs.File
	ra   io.ReaderAt
	rs   io.ReadSeeker
	data []byte
	info Info
}

func (h *fsHandle) readAt(p []byte, off int64) (int, error) {
	switch {
	case h.ra != nil:
		n, err := h.ra.ReadAt(p, off)
		if err == io.EOF {
			err = nil
		}
		return n, errnoOf(err)
	case h.rs != nil:
		if _, err := h.rs.Seek(off, io.SeekStart); err != nil {
			return 0, errnoOf(err)
		}
		n, err := io.ReadFull(h.rs, p)
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			err = nil
		}
		return n, errnoOf(err)
	}
	if off >= int64(len(h.data)) {
		return 0, nil
	}
	return copy(p, h.data[off:]), nil
}

func (h *fsHandle) writeAt(t *eval.Thread, p []byte, off int64) (int, error) {
	return 0, syscall.EBADF
}

func (h *fsHandle) size() (int64, error) {
	if h.f == nil {
		return int64(len(h.data)), nil
	}
	return h.info.Size, nil
}

func (h *fsHandle) truncate(t *eval.Thread, n int64) error { return syscall.EINVAL }
func (h *fsHandle) stat() (Info, error)                    { return h.info, nil }

func (h *fsHandle) close() error {
	if h.f == nil {
		return nil
	}
	return errnoOf(h.f.Close())
}
