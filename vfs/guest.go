package vfs

import (
	"io/fs"
	"os"
	"syscall"

	"github.com/pyinterp/pyinterp/eval"
)

// Guest is the program's side of an FS (FS.Guest). Every method takes
// the run's thread (charged for memory and work; nil for a call outside
// any run, which counts against no quota) and a guest path, absolute or
// relative to the current directory. Errors are *fs.PathError (or
// *LinkError) values wrapping a syscall.Errno, which the io layer turns
// into CPython's OSError subclasses, quota errors (*eval.LimitError) and
// memory errors.
type Guest FS

// Guest returns the program's side of the file system.
func (v *FS) Guest() *Guest { return (*Guest)(v) }

// Open opens the file name with os.O_* flags (os.O_APPEND appends every
// write at the end). Directories do not open (EISDIR); creating a file
// counts against the file quota, and every open file against the open
// files quota.
func (g *Guest) Open(t *eval.Thread, name string, flag int, perm fs.FileMode) (*File, error) {
	v := (*FS)(g)
	v.mu.Lock()
	defer v.mu.Unlock()
	if flag&^openFlags != 0 {
		return nil, pathError("open", name, syscall.EINVAL)
	}
	tg, err := v.resolve(name)
	if err != nil {
		return nil, pathError("open", name, err)
	}
	exists := true
	info, serr := tg.b.stat(t, tg.rel, true)
	if serr != nil {
		if serr != syscall.ENOENT {
			return nil, pathError("open", name, serr)
		}
		exists = false
	}
	switch {
	case exists && flag&(os.O_CREATE|os.O_EXCL) == os.O_CREATE|os.O_EXCL:
		return nil, pathError("open", name, syscall.EEXIST)
	case exists && info.IsDir() && !isWrite(flag):
		return nil, pathError("open", name, syscall.EISDIR)
	case exists && tg.c.dirEnd && !info.IsDir():
		return nil, pathError("open", name, syscall.ENOTDIR)
	case !exists && tg.c.dirEnd && flag&os.O_CREATE != 0:
		return nil, pathError("open", name, syscall.EISDIR)
	case isWrite(flag) && !tg.b.writable():
		return nil, pathError("open", name, g.readOnlyError(t, tg, exists, info))
	}
	creating := !exists && flag&os.O_CREATE != 0
	if creating && t != nil {
		if max := v.maxFiles(); max > 0 && int64(v.created) >= max {
			return nil, quotaFiles(max)
		}
	}
	if t != nil {
		if err := v.open.reserve(v.maxOpen()); err != nil {
			return nil, err
		}
	}
	h, err := tg.b.open(t, tg.rel, flag&^os.O_APPEND, perm)
	if err != nil {
		return nil, pathError("open", name, err)
	}
	if creating && t != nil {
		v.created++
	}
	acc := flag & (os.O_RDONLY | os.O_WRONLY | os.O_RDWR)
	f := &File{v: v, h: h, path: tg.c.abs,
		read:   acc == os.O_RDONLY || acc == os.O_RDWR,
		write:  acc == os.O_WRONLY || acc == os.O_RDWR,
		append: flag&os.O_APPEND != 0,
	}
	v.open.add(f)
	return f, nil
}

// readOnlyError is the error of changing a path of a read-only backend:
// what a missing parent or a directory would give, else EACCES.
func (g *Guest) readOnlyError(t *eval.Thread, tg target, exists bool, info Info) error {
	if exists && info.IsDir() {
		return syscall.EISDIR
	}
	if !exists {
		parent, _ := splitParent(tg.rel)
		if tg.rel != "." {
			pi, err := tg.b.stat(t, parent, true)
			if err != nil {
				return err
			}
			if !pi.IsDir() {
				return syscall.ENOTDIR
			}
		}
	}
	return syscall.EACCES
}

// Stat describes the file name, following symbolic links.
func (g *Guest) Stat(t *eval.Thread, name string) (Info, error) {
	return g.stat(t, name, true)
}

// Lstat describes the file name, not following a final symbolic link.
func (g *Guest) Lstat(t *eval.Thread, name string) (Info, error) {
	return g.stat(t, name, false)
}

func (g *Guest) stat(t *eval.Thread, name string, follow bool) (Info, error) {
	v := (*FS)(g)
	v.mu.Lock()
	defer v.mu.Unlock()
	op := "stat"
	if !follow {
		op = "lstat"
	}
	tg, err := v.resolve(name)
	if err != nil {
		return Info{}, pathError(op, name, err)
	}
	info, err := tg.b.stat(t, tg.rel, follow)
	if err != nil {
		return Info{}, pathError(op, name, err)
	}
	if tg.c.dirEnd && !info.IsDir() {
		return Info{}, pathError(op, name, syscall.ENOTDIR)
	}
	info.Name = baseName(tg.c.abs)
	info.Dev = v.devOf(tg.mount)
	return info, nil
}

func baseName(abs string) string {
	if abs == "/" {
		return "/"
	}
	return abs[lastSlash([]byte(abs))+1:]
}

// ReadDir lists the directory name, sorted by name. Entries carry their
// Name and the type bits of their Mode (stat the joined path for more).
func (g *Guest) ReadDir(t *eval.Thread, name string) ([]Info, error) {
	v := (*FS)(g)
	v.mu.Lock()
	defer v.mu.Unlock()
	tg, err := v.resolve(name)
	if err != nil {
		return nil, pathError("readdir", name, err)
	}
	infos, err := tg.b.readDir(t, tg.rel)
	return infos, pathError("readdir", name, err)
}

// Mkdir makes the directory name (its parent must exist), counting it
// against the file quota.
func (g *Guest) Mkdir(t *eval.Thread, name string, perm fs.FileMode) error {
	v := (*FS)(g)
	v.mu.Lock()
	defer v.mu.Unlock()
	tg, err := v.resolve(name)
	if err != nil {
		return pathError("mkdir", name, err)
	}
	if t != nil && tg.b.writable() {
		if max := v.maxFiles(); max > 0 && int64(v.created) >= max {
			if _, err := tg.b.stat(t, tg.rel, false); err != nil {
				return quotaFiles(max)
			}
		}
	}
	if !tg.b.writable() {
		if _, err := tg.b.stat(t, tg.rel, false); err == nil {
			return pathError("mkdir", name, syscall.EEXIST)
		}
		return pathError("mkdir", name, g.readOnlyError(t, tg, false, Info{}))
	}
	if err := tg.b.mkdir(t, tg.rel, perm); err != nil {
		return pathError("mkdir", name, err)
	}
	if t != nil {
		v.created++
	}
	return nil
}

// Remove removes the file name (not a directory: EISDIR).
func (g *Guest) Remove(t *eval.Thread, name string) error {
	return g.remove(t, "unlink", name, false)
}

// Rmdir removes the empty directory name.
func (g *Guest) Rmdir(t *eval.Thread, name string) error {
	return g.remove(t, "rmdir", name, true)
}

func (g *Guest) remove(t *eval.Thread, op, name string, dir bool) error {
	v := (*FS)(g)
	v.mu.Lock()
	defer v.mu.Unlock()
	tg, err := v.resolve(name)
	if err != nil {
		return pathError(op, name, err)
	}
	if tg.c.abs == "/" || v.holdsMount(tg.c.abs) {
		if _, err := tg.b.stat(t, tg.rel, false); err == nil {
			return pathError(op, name, syscall.EBUSY)
		}
	}
	if !dir && tg.c.dirEnd {
		info, err := tg.b.stat(t, tg.rel, false)
		if err == nil && !info.IsDir() {
			return pathError(op, name, syscall.ENOTDIR)
		}
	}
	if !tg.b.writable() {
		if info, err := tg.b.stat(t, tg.rel, false); err != nil {
			return pathError(op, name, err)
		} else if dir && !info.IsDir() {
			return pathError(op, name, syscall.ENOTDIR)
		} else if !dir && info.IsDir() {
			return pathError(op, name, syscall.EISDIR)
		}
		return pathError(op, name, syscall.EACCES)
	}
	if err := tg.b.remove(t, tg.rel, dir); err != nil {
		return pathError(op, name, err)
	}
	if t != nil && v.created > 0 {
		v.created--
	}
	return nil
}

// Rename renames (moves) from to to, replacing a file or an empty
// directory at to, as rename(2). Across mounts it fails with EXDEV.
func (g *Guest) Rename(t *eval.Thread, from, to string) error {
	v := (*FS)(g)
	v.mu.Lock()
	defer v.mu.Unlock()
	src, err := v.resolve(from)
	if err != nil {
		return &LinkError{Op: "rename", Old: from, New: to, Err: err}
	}
	dst, err := v.resolve(to)
	if err != nil {
		return &LinkError{Op: "rename", Old: from, New: to, Err: err}
	}
	fail := func(err error) error { return &LinkError{Op: "rename", Old: from, New: to, Err: err} }
	if _, err := src.b.stat(t, src.rel, false); err != nil {
		return fail(err)
	}
	if src.mount != dst.mount {
		return fail(syscall.EXDEV)
	}
	if src.c.abs == "/" || dst.c.abs == "/" || v.holdsMount(src.c.abs) || v.holdsMount(dst.c.abs) {
		return fail(syscall.EBUSY)
	}
	if !src.b.writable() {
		return fail(syscall.EACCES)
	}
	_, derr := dst.b.stat(t, dst.rel, false)
	if err := src.b.rename(t, src.rel, dst.rel); err != nil {
		return fail(err)
	}
	if derr == nil && src.c.abs != dst.c.abs && t != nil && v.created > 0 {
		v.created-- // the file replaced is gone
	}
	return nil
}

// LinkError is the error of an operation on two paths (rename), as
// os.LinkError; Err is a syscall.Errno.
type LinkError struct {
	Op, Old, New string
	Err          error
}

func (e *LinkError) Error() string { return e.Op + " " + e.Old + " " + e.New + ": " + e.Err.Error() }
func (e *LinkError) Unwrap() error { return e.Err }

// Chdir changes the current directory.
func (g *Guest) Chdir(t *eval.Thread, name string) error {
	v := (*FS)(g)
	v.mu.Lock()
	defer v.mu.Unlock()
	tg, err := v.resolve(name)
	if err != nil {
		return pathError("chdir", name, err)
	}
	info, err := tg.b.stat(t, tg.rel, true)
	if err != nil {
		return pathError("chdir", name, err)
	}
	if !info.IsDir() {
		return pathError("chdir", name, syscall.ENOTDIR)
	}
	v.cwd = tg.c.abs
	return nil
}

// Getcwd returns the current directory.
func (g *Guest) Getcwd() string {
	v := (*FS)(g)
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.cwd
}

// Abs returns name resolved against the current directory, cleaned
// lexically as every operation resolves it.
func (g *Guest) Abs(name string) (string, error) {
	v := (*FS)(g)
	v.mu.Lock()
	defer v.mu.Unlock()
	c, err := clean(v.cwd, name)
	if err != nil {
		return "", pathError("abs", name, err)
	}
	return c.abs, nil
}

// Truncate sets the size of the file name, under the size quota.
func (g *Guest) Truncate(t *eval.Thread, name string, size int64) error {
	f, err := g.Open(t, name, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	//limiterr:ok the truncation's error is the result; closing a file opened here
	defer f.Close()
	return f.Truncate(t, size)
}
