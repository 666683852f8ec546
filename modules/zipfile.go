package modules

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"errors"
	"hash/crc32"
	"io"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/vfs"
)

// The zipfile module: Python (py/zipfile.py: ZipFile, ZipInfo, ZipExtFile,
// extraction) over the Go primitives of this file, which read and write
// archives with Go's archive/zip (no new dependency). Members are
// decompressed into charged buffers with their work counted, so a zip
// bomb ends in MemoryError; archives are written whole at close.

// BadZipFileType is zipfile.BadZipFile.
var BadZipFileType = newExceptionType("zipfile", "BadZipFile", eval.ExceptionType)

var zipArchiveType = newType("zipfile", "_Archive", nil)

// zipArchive is an open archive: a reader over a file of the program's
// file system (read at offsets) or over bytes in memory.
type zipArchive struct {
	r    *zip.Reader
	file *vfs.File // nil for bytes
	at   *vfsReaderAt
	own  bool // the file was opened for the archive
}

func (*zipArchive) Type() *eval.Type { return zipArchiveType }

// vfsReaderAt reads a file of the program at offsets for archive/zip,
// counting the work on the current run's thread.
type vfsReaderAt struct {
	t   *eval.Thread
	f   *vfs.File
	err error
}

func (r *vfsReaderAt) ReadAt(p []byte, off int64) (int, error) {
	n, err := r.f.ReadAt(r.t, p, off)
	if err != nil {
		r.err = err
		return n, err
	}
	if n < len(p) {
		return n, io.EOF
	}
	return n, nil
}

func badZip(msg string) error { return eval.Errorf(BadZipFileType, "%s", msg) }

// zipOpen is _zip_open(source): source is a path, bytes, or one of this
// package's binary files.
func zipOpen(o *Options) fn {
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("_zip_open", args, kw, 1, 1); err != nil {
			return nil, err
		}
		a := &zipArchive{}
		var ra io.ReaderAt
		var size int64
		switch src := args[0].(type) {
		case eval.Bytes:
			ra, size = bytes.NewReader([]byte(src)), int64(len(src))
		case *buffered, *fileIO:
			var raw *fileIO
			if b, ok := src.(*buffered); ok {
				raw = b.raw
			} else {
				raw = src.(*fileIO)
			}
			if raw == nil || raw.closed {
				return nil, errClosed(closedRaw)
			}
			a.file = raw.f
		default:
			path, orig, _, err := fsPath(t, src, expectedPath)
			if err != nil {
				return nil, err
			}
			files, err := o.fileSystem()
			if err != nil {
				return nil, err
			}
			f, err := files.Guest().Open(t, path, 0, 0)
			if err != nil {
				return nil, osError(err, orig, nil)
			}
			a.file, a.own = f, true
		}
		if a.file != nil {
			n, err := a.file.Size()
			if err != nil {
				return nil, osError(err, nil, nil)
			}
			a.at = &vfsReaderAt{t: t, f: a.file}
			ra, size = a.at, n
		}
		if err := t.Work(1 + size/(1<<20)); err != nil {
			return nil, err
		}
		r, err := zip.NewReader(ra, size)
		if err != nil {
			a.close()
			if a.at != nil && a.at.err != nil {
				return nil, osError(a.at.err, nil, nil)
			}
			return nil, badZip("File is not a zip file")
		}
		if err := eval.ReserveArray(t, int64(len(r.File)), 256); err != nil {
			a.close()
			return nil, err
		}
		a.r = r
		return a, nil
	}
}

func (a *zipArchive) close() {
	if a.own && a.file != nil {
		//limiterr:ok closing the archive's own file: nothing is lost
		a.file.Close()
	}
	a.file, a.r = nil, nil
}

func archiveArg(v eval.Value) (*zipArchive, error) {
	a, ok := v.(*zipArchive)
	if !ok || a.r == nil {
		return nil, eval.Errorf(eval.ValueErrorType, "Attempt to use ZIP archive that was already closed")
	}
	return a, nil
}

// dosTime returns the date_time tuple of an entry's MS-DOS time.
func dosTime(t *eval.Thread, date, tm uint16) eval.Value {
	return tuple(t, eval.Int(int64(date>>9)+1980), eval.Int(int64(date>>5&0xF)), eval.Int(int64(date&0x1F)),
		eval.Int(int64(tm>>11)), eval.Int(int64(tm>>5&0x3F)), eval.Int(int64(tm&0x1F)*2))
}

// zipEntries is _zip_entries(archive): for each member, (filename,
// date_time, compress_type, comment, extra, create_system,
// create_version, extract_version, flag_bits, external_attr, CRC,
// compress_size, file_size).
func zipEntries(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_zip_entries", args, kw, 1, 1); err != nil {
		return nil, err
	}
	a, err := archiveArg(args[0])
	if err != nil {
		return nil, err
	}
	out, err := eval.MakeCap[eval.Value](t, 0, len(a.r.File))
	if err != nil {
		return nil, err
	}
	if err := t.Work(int64(len(a.r.File))); err != nil {
		return nil, err
	}
	for _, f := range a.r.File {
		h := f.FileHeader
		//lint:ignore SA1019 the raw MS-DOS fields are what CPython's ZipInfo.date_time holds (Modified adds the extended timestamp and a zone)
		out = append(out, tuple(t, str(t, h.Name), dosTime(t, h.ModifiedDate, h.ModifiedTime), eval.Int(int64(h.Method)),
			eval.Bytes(h.Comment), eval.Bytes(h.Extra), eval.Int(int64(h.CreatorVersion>>8)), eval.Int(int64(h.CreatorVersion&0xFF)), //allocpath:ok the comment and extra field: at most 64 KiB each per entry of an archive whose bytes the program's file holds (charged when written)
			eval.Int(int64(h.ReaderVersion)), eval.Int(int64(h.Flags)), eval.MakeInt(int64(h.ExternalAttrs)),
			eval.MakeInt(int64(h.CRC32)), eval.MakeInt(int64(h.CompressedSize64)), eval.MakeInt(int64(h.UncompressedSize64))))
	}
	return eval.NewListT(t, out), nil
}

// zipRead is _zip_read(archive, index): the member's bytes, decompressed
// into a charged buffer, CRC checked.
func zipRead(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_zip_read", args, kw, 2, 2); err != nil {
		return nil, err
	}
	a, err := archiveArg(args[0])
	if err != nil {
		return nil, err
	}
	i, err := eval.AsInt(t, args[1])
	if err != nil {
		return nil, err
	}
	if i < 0 || i >= len(a.r.File) {
		return nil, eval.Errorf(eval.IndexErrorType, "no member %d", i)
	}
	f := a.r.File[i]
	if f.Flags&1 != 0 {
		return nil, eval.Errorf(eval.RuntimeErrorType, "File %s is encrypted, password required for extraction", pyQuote(f.Name))
	}
	if f.Method != zip.Store && f.Method != zip.Deflate {
		return nil, eval.Errorf(eval.NotImplementedErrorType, "That compression method is not supported")
	}
	if a.at != nil {
		a.at.t = t
	}
	rc, err := f.OpenRaw()
	if err != nil {
		return nil, badZip("Bad magic number for file header")
	}
	var src io.Reader = rc
	if f.Method == zip.Deflate {
		if err := eval.Reserve(t, gzipReaderBytes); err != nil {
			return nil, err
		}
		fr := flate.NewReader(rc)
		defer fr.Close()
		src = fr
	}
	hint := f.UncompressedSize64
	if hint > 1<<20 {
		hint = 1 << 20
	}
	crc := crc32.NewIEEE()
	out, err := drainCharged(t, src, int(hint), crc)
	if err != nil {
		var lim *eval.LimitError
		var exc *eval.Exception
		if errors.As(err, &lim) || errors.As(err, &exc) {
			return nil, err
		}
		if a.at != nil && a.at.err != nil {
			return nil, osError(a.at.err, nil, nil)
		}
		var corrupt flate.CorruptInputError
		if errors.As(err, &corrupt) || errors.Is(err, io.ErrUnexpectedEOF) {
			return nil, badZip("Bad compressed data for file " + pyQuote(f.Name))
		}
		return nil, badZip(err.Error())
	}
	if crc.Sum32() != f.CRC32 {
		return nil, badZip("Bad CRC-32 for file " + pyQuote(f.Name))
	}
	return eval.Bytes(out), nil //allocpath:ok drainCharged builds it in an eval.Builder (charged)
}

func zipClose(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_zip_close", args, kw, 1, 1); err != nil {
		return nil, err
	}
	if a, ok := args[0].(*zipArchive); ok {
		a.close()
	}
	return eval.None, nil
}

// zipBuild is _zip_build(entries, comment): the bytes of a new archive.
// An entry is (filename, date_time, compress_type, compresslevel, data,
// comment, external_attr, create_system) for new data, or (archive,
// index) to copy a member of an open archive as it is.
func zipBuild(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_zip_build", args, kw, 2, 2); err != nil {
		return nil, err
	}
	entries, ok := args[0].(*eval.List)
	comment, ok2 := args[1].(eval.Bytes)
	if !ok || !ok2 {
		return nil, eval.Errorf(eval.TypeErrorType, "_zip_build: bad arguments")
	}
	out := &builderWriter{b: eval.NewBuilder(t, 0)}
	w := zip.NewWriter(out)
	// One compressor per level, charged when made.
	level := -1
	compressors := map[int]*flate.Writer{}
	w.RegisterCompressor(zip.Deflate, func(dst io.Writer) (io.WriteCloser, error) {
		if fw := compressors[level]; fw != nil {
			fw.Reset(dst)
			return fw, nil
		}
		if err := eval.Reserve(t, gzipWriterBytes); err != nil {
			return nil, err
		}
		fw, err := flate.NewWriter(dst, level)
		compressors[level] = fw
		return fw, err
	})
	n, err := eval.Len(t, entries)
	if err != nil {
		return nil, err
	}
	for i := 0; i < n; i++ {
		e, err := eval.GetItem(t, entries, eval.Int(i))
		if err != nil {
			return nil, err
		}
		fields, ok := e.(*eval.Tuple)
		if !ok {
			return nil, eval.Errorf(eval.TypeErrorType, "_zip_build: bad entry")
		}
		items := fields.Elems()
		if len(items) == 2 {
			a, err := archiveArg(items[0])
			if err != nil {
				return nil, err
			}
			idx, err := eval.AsInt(t, items[1])
			if err != nil || idx < 0 || idx >= len(a.r.File) {
				return nil, eval.Errorf(eval.IndexErrorType, "no member")
			}
			if a.at != nil {
				a.at.t = t
			}
			if err := t.Work(int64(a.r.File[idx].CompressedSize64)/1024 + 1); err != nil {
				return nil, err
			}
			if err := w.Copy(a.r.File[idx]); err != nil {
				if out.b.Err() != nil {
					return nil, out.b.Err()
				}
				return nil, badZip(err.Error())
			}
			continue
		}
		if len(items) != 8 {
			return nil, eval.Errorf(eval.TypeErrorType, "_zip_build: bad entry")
		}
		h, data, lvl, err := zipHeader(t, items)
		if err != nil {
			return nil, err
		}
		level = lvl
		ew, err := w.CreateHeader(h)
		if err != nil {
			var lim *eval.LimitError
			var exc *eval.Exception
			if errors.As(err, &lim) || errors.As(err, &exc) {
				return nil, err
			}
			return nil, badZip(err.Error())
		}
		if werr, lerr := deflateWrite(t, ew, data); lerr != nil {
			return nil, lerr
		} else if werr != nil {
			if out.b.Err() != nil {
				return nil, out.b.Err()
			}
			return nil, badZip(werr.Error())
		}
	}
	if err := w.SetComment(string(comment)); err != nil {
		return nil, eval.Errorf(eval.ValueErrorType, "%s", err.Error())
	}
	if err := w.Close(); err != nil {
		if out.b.Err() != nil {
			return nil, out.b.Err()
		}
		return nil, badZip(err.Error())
	}
	if out.b.Err() != nil {
		return nil, out.b.Err()
	}
	return eval.BytesOwned(out.b.Bytes()), nil
}

// zipHeader makes the header of a new member from its fields.
func zipHeader(t *eval.Thread, items []eval.Value) (*zip.FileHeader, []byte, int, error) {
	name, ok := eval.As[*eval.Str](items[0])
	if !ok {
		return nil, nil, 0, eval.Errorf(eval.TypeErrorType, "_zip_build: bad name")
	}
	dt, ok := items[1].(*eval.Tuple)
	if !ok || len(dt.Elems()) < 6 {
		return nil, nil, 0, eval.Errorf(eval.TypeErrorType, "_zip_build: bad date_time")
	}
	var d [6]int
	for i := range d {
		v, err := eval.AsInt(t, dt.Elems()[i])
		if err != nil {
			return nil, nil, 0, err
		}
		d[i] = v
	}
	if d[0] < 1980 {
		return nil, nil, 0, eval.Errorf(eval.ValueErrorType, "ZIP does not support timestamps before 1980")
	}
	method, err := eval.AsInt(t, items[2])
	if err != nil {
		return nil, nil, 0, err
	}
	level := -1
	if items[3] != eval.None {
		if level, err = eval.AsInt(t, items[3]); err != nil {
			return nil, nil, 0, err
		}
		if level < 0 || level > 9 {
			return nil, nil, 0, eval.Errorf(eval.ValueErrorType, "Bad compression level %d", level)
		}
	}
	data, err := bytesArg(items[4])
	if err != nil {
		return nil, nil, 0, err
	}
	comment, _ := items[5].(eval.Bytes)
	attrs, err := eval.AsInt64(t, items[6])
	if err != nil {
		return nil, nil, 0, err
	}
	system, err := eval.AsInt(t, items[7])
	if err != nil {
		return nil, nil, 0, err
	}
	if method != int(zip.Store) && method != int(zip.Deflate) {
		return nil, nil, 0, eval.Errorf(eval.NotImplementedErrorType, "That compression method is not supported")
	}
	h := &zip.FileHeader{
		Name:          name.String(),
		Method:        uint16(method),
		Comment:       string(comment),
		ExternalAttrs: uint32(attrs),
		// MS-DOS time only, as CPython writes it (no extended timestamp).
		//lint:ignore SA1019 Modified would add an extended timestamp field CPython does not write
		ModifiedDate: uint16((d[0]-1980)<<9 | d[1]<<5 | d[2]),
		//lint:ignore SA1019 as ModifiedDate
		ModifiedTime:   uint16(d[3]<<11 | d[4]<<5 | d[5]/2),
		CreatorVersion: uint16(system) << 8,
	}
	return h, data, level, nil
}

func zipHelpers(o *Options) map[string]fn {
	return map[string]fn{
		"_zip_open":    zipOpen(o),
		"_zip_entries": zipEntries,
		"_zip_read":    zipRead,
		"_zip_close":   zipClose,
		"_zip_build":   zipBuild,
	}
}

func loadZipfile(t *eval.Thread, o *Options) (*eval.Module, error) {
	seed, err := fileSeed(t, o, nil, map[string]string{"_os": "os", "_io": "io", "_time": "time", "_stat": "stat", "_shutil": "shutil"})
	if err != nil {
		return nil, err
	}
	for n, f := range goFuncs(zipHelpers(o)) {
		seed[n] = f
	}
	seed["BadZipFile"] = BadZipFileType
	return runPyModule(t, "zipfile", seed)
}
