// Package files is the conformance suite of pyinterp's files: programs
// that read and write files (open, io, os, os.path, pathlib, shutil,
// tempfile, glob, csv and json over files, gzip, zipfile), each run by
// CPython 3.11 in a temporary directory laid out as fixture/ is (gen.py
// records what it printed, how it ended and the files it left), and by
// pyinterp with the same files at /work, twice: in the in-memory scratch
// area and in a host directory mounted read-write. Both runs must print
// the same bytes, end the same way and leave the same files.
//
//	go test ./conformance/files/
//	go test ./conformance/files/ -run 'TestFiles/csv_rw/' -v
//	python3 conformance/files/gen.py           # regenerate the expectations
//
// skip.txt lists the cases known to differ, with the reason.
package files
