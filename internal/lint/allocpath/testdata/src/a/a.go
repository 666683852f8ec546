package a

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

const k = 8

func bad(n int, s string, parts []string) {
	_ = make([]byte, n)         // want `make with a size that is not a constant`
	_ = make([]int, 0, n)       // want `make with a size that is not a constant`
	_ = make(map[string]int, n) // want `make with a size that is not a constant`
	_ = strings.Repeat(s, n)    // want `strings.Repeat sizes its result`
	_ = bytes.Repeat(nil, n)    // want `bytes.Repeat sizes its result`
	_ = strings.Join(parts, s)  // want `strings.Join sizes its result`
	_ = strings.Split(s, ",")   // want `strings.Split sizes its result`
	var b strings.Builder       // want `strings.Builder grows without charging`
	b.WriteString(s)
	var buf bytes.Buffer // want `bytes.Buffer grows without charging`
	_ = buf
	/* want `allocpath:ok needs a reason` */ //allocpath:ok
	_ = make([]byte, n)                      // want `make with a size that is not a constant`
}

func bad2(n int, s string, f float64) {
	_ = []rune(s)                          // want `conversion to \[\]rune`
	_ = fmt.Sprintf("%*d", n, 1)           // want `fmt.Sprintf with a '\*' width`
	_ = fmt.Sprintf(s)                     // want `fmt.Sprintf with a format that is not a constant`
	_ = strconv.FormatFloat(f, 'f', n, 64) // want `strconv.FormatFloat with a precision`
	_ = fmt.Sprintf("%d", n)
	_ = strconv.FormatFloat(f, 'g', -1, 64)
	_ = []rune("abc")
}

func good(n int, s string) {
	_ = make([]byte, 16)
	_ = make([]byte, k, 2*k)
	_ = make(map[string]int)
	_ = make(chan int)
	_ = strings.Index(s, "x")
	//allocpath:ok n is at most 16 here
	_ = make([]byte, n)
	_ = make([]byte, n) //allocpath:ok bounded by the caller
}

//allocpath:ok the whole function: sizes are bounded by the caller
func waived(n int) {
	_ = make([]byte, n)
	var b strings.Builder
	_ = b
}
