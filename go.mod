module github.com/pyinterp/pyinterp

go 1.26
