package vfs

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"syscall"
	"weak"

	"github.com/pyinterp/pyinterp/eval"
)

// File is a file the program opened. Its methods are safe for
// concurrent use (the FS's mutex serialises them).
type File struct {
	v      *FS
	h      handle
	path   string // clean absolute guest path when opened
	pos    int64
	read   bool
	write  bool
	append bool
	closed bool
	id     uint64
}

// Path returns the guest path the file was opened at (clean, absolute).
func (f *File) Path() string { return f.path }

// Readable reports whether the file was opened for reading.
func (f *File) Readable() bool { return f.read }

// Writable reports whether the file was opened for writing.
func (f *File) Writable() bool { return f.write }

// Closed reports whether Close was called.
func (f *File) Closed() bool {
	f.v.mu.Lock()
	defer f.v.mu.Unlock()
	return f.closed
}

// ioWork is the operations charged for copying n bytes.
func ioWork(n int) int64 { return int64(n)/4096 + 1 }

// Read reads into p from the current position; 0, nil at the end of the
// file.
func (f *File) Read(t *eval.Thread, p []byte) (int, error) {
	f.v.mu.Lock()
	defer f.v.mu.Unlock()
	if f.closed || !f.read {
		return 0, syscall.EBADF
	}
	if err := t.Work(ioWork(len(p))); err != nil {
		return 0, err
	}
	n, err := f.h.readAt(p, f.pos)
	f.pos += int64(n)
	return n, pathError("read", f.path, err)
}

// ReadAt reads into p from offset off, leaving the position alone.
func (f *File) ReadAt(t *eval.Thread, p []byte, off int64) (int, error) {
	f.v.mu.Lock()
	defer f.v.mu.Unlock()
	if f.closed || !f.read {
		return 0, syscall.EBADF
	}
	if err := t.Work(ioWork(len(p))); err != nil {
		return 0, err
	}
	n, err := f.h.readAt(p, off)
	return n, pathError("read", f.path, err)
}

// Write writes p at the current position (at the end in append mode),
// under the quotas: the file's size, the bytes written in all.
func (f *File) Write(t *eval.Thread, p []byte) (int, error) {
	f.v.mu.Lock()
	defer f.v.mu.Unlock()
	if f.closed || !f.write {
		return 0, syscall.EBADF
	}
	if err := t.Work(ioWork(len(p))); err != nil {
		return 0, err
	}
	off := f.pos
	if f.append {
		size, err := f.h.size()
		if err != nil {
			return 0, pathError("write", f.path, err)
		}
		off = size
	}
	if err := f.v.chargeWrite(t, off, int64(len(p))); err != nil {
		return 0, err
	}
	n, err := f.h.writeAt(t, p, off)
	if t != nil {
		f.v.written += int64(n)
	}
	f.pos = off + int64(n)
	return n, pathError("write", f.path, err)
}

// chargeWrite checks the quotas for writing n bytes at offset off.
func (v *FS) chargeWrite(t *eval.Thread, off, n int64) error {
	if t == nil {
		return nil
	}
	if max := v.maxSize(); max > 0 && off+n > max {
		return quotaSize(max)
	}
	if max := v.maxWrite(); max > 0 && v.written+n > max {
		return quotaWrite(max)
	}
	return nil
}

func quotaSize(max int64) error {
	return &eval.LimitError{Kind: eval.LimitFiles, Limit: max,
		Detail: fmt.Sprintf("a file may hold at most %d bytes", max)}
}

func quotaWrite(max int64) error {
	return &eval.LimitError{Kind: eval.LimitFiles, Limit: max,
		Detail: fmt.Sprintf("the program may write at most %d bytes to files", max)}
}

func quotaFiles(max int64) error {
	return &eval.LimitError{Kind: eval.LimitFiles, Limit: max,
		Detail: fmt.Sprintf("the program may create at most %d files and directories", max)}
}

func quotaOpen(max int64) error {
	return &eval.LimitError{Kind: eval.LimitFiles, Limit: max,
		Detail: fmt.Sprintf("at most %d files may be open at once", max)}
}

// Seek sets the position as io.Seeker does (whence io.SeekStart,
// io.SeekCurrent, io.SeekEnd); a negative result is EINVAL.
func (f *File) Seek(offset int64, whence int) (int64, error) {
	f.v.mu.Lock()
	defer f.v.mu.Unlock()
	if f.closed {
		return 0, syscall.EBADF
	}
	var base int64
	switch whence {
	case io.SeekStart:
	case io.SeekCurrent:
		base = f.pos
	case io.SeekEnd:
		size, err := f.h.size()
		if err != nil {
			return 0, pathError("seek", f.path, err)
		}
		base = size
	default:
		return 0, syscall.EINVAL
	}
	pos := base + offset
	if pos < 0 || (offset > 0 && pos < base) {
		return 0, syscall.EINVAL
	}
	f.pos = pos
	return pos, nil
}

// Tell returns the position.
func (f *File) Tell() int64 {
	f.v.mu.Lock()
	defer f.v.mu.Unlock()
	return f.pos
}

// Size returns the file's current size.
func (f *File) Size() (int64, error) {
	f.v.mu.Lock()
	defer f.v.mu.Unlock()
	if f.closed {
		return 0, syscall.EBADF
	}
	n, err := f.h.size()
	return n, pathError("stat", f.path, err)
}

// Stat describes the open file.
func (f *File) Stat() (Info, error) {
	f.v.mu.Lock()
	defer f.v.mu.Unlock()
	if f.closed {
		return Info{}, syscall.EBADF
	}
	i, err := f.h.stat()
	return i, pathError("stat", f.path, err)
}

// Truncate sets the file's size (the position does not move), under the
// size quota.
func (f *File) Truncate(t *eval.Thread, size int64) error {
	f.v.mu.Lock()
	defer f.v.mu.Unlock()
	if f.closed || !f.write {
		return syscall.EBADF
	}
	if size < 0 {
		return syscall.EINVAL
	}
	if t != nil {
		if max := f.v.maxSize(); max > 0 && size > max {
			return quotaSize(max)
		}
	}
	return pathError("truncate", f.path, f.h.truncate(t, size))
}

// Close closes the file; closing twice is not an error.
func (f *File) Close() error {
	f.v.mu.Lock()
	defer f.v.mu.Unlock()
	if f.closed {
		return nil
	}
	f.closed = true
	f.v.open.remove(f.id)
	return pathError("close", f.path, f.h.close())
}

// openFiles tracks the open files, through weak pointers: a file the
// program dropped without closing it (open('x').read(), which CPython's
// reference counting closes at once) is collected by Go's collector, and
// its slot is reclaimed when the quota is reached (see reserve).
type openFiles struct {
	files map[uint64]weak.Pointer[File]
	next  uint64
}

// reserve makes room for one more open file under max (0: no quota).
func (o *openFiles) reserve(max int64) error {
	if max <= 0 || int64(len(o.files)) < max {
		return nil
	}
	o.prune()
	if int64(len(o.files)) < max {
		return nil
	}
	// Files the program dropped are found by a collection: their weak
	// pointers read nil afterwards. Their host descriptors are closed by
	// the os package's own cleanup.
	runtime.GC()
	o.prune()
	if int64(len(o.files)) < max {
		return nil
	}
	return quotaOpen(max)
}

func (o *openFiles) prune() {
	for id, w := range o.files {
		if w.Value() == nil {
			delete(o.files, id)
		}
	}
}

func (o *openFiles) add(f *File) {
	if o.files == nil {
		o.files = map[uint64]weak.Pointer[File]{}
	}
	o.next++
	f.id = o.next
	o.files[f.id] = weak.Make(f)
}

func (o *openFiles) remove(id uint64) { delete(o.files, id) }

func (o *openFiles) count() int {
	o.prune()
	return len(o.files)
}

func (o *openFiles) closeAll() {
	for id, w := range o.files {
		if f := w.Value(); f != nil && !f.closed {
			f.closed = true
			//limiterr:ok the files are closed for the host (Reset/Close): nothing to report to the program
			f.h.close()
		}
		delete(o.files, id)
	}
}

// openFlags are the os.O_* bits Open accepts.
const openFlags = os.O_RDONLY | os.O_WRONLY | os.O_RDWR | os.O_CREATE | os.O_EXCL | os.O_TRUNC | os.O_APPEND
