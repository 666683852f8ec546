package modules

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/pyinterp/pyinterp/eval"
)

// The time module. The clocks read Options (Now for time.time and
// localtime, Monotonic for monotonic, perf_counter and process_time);
// sleep pauses through Thread.Sleep, so it counts against the run's
// deadline and ends early with the limit error when the run is cancelled
// or the deadline passes. Local time is Options.Location (default UTC).
// struct_time is Python (py/time.py); it keeps tm_zone and tm_gmtoff for
// the values gmtime/localtime return.

func timeNumber(t *eval.Thread, v eval.Value) (float64, error) {
	switch x := v.(type) {
	case eval.Float:
		return float64(x), nil
	case eval.Int, eval.Bool, *eval.BigInt:
		return eval.FloatOf(t, x)
	}
	if r, ok, err := eval.CallDunder(t, v, "__float__"); ok {
		if err != nil {
			return 0, err
		}
		return eval.FloatOf(t, r)
	}
	return 0, eval.Errorf(eval.TypeErrorType, "'%s' object cannot be interpreted as an integer", eval.TypeName(v))
}

// timeTuple reads a 9-tuple (or struct_time) as a Go time in loc.
type tmFields struct {
	year, mon, mday, hour, min, sec, wday, yday, isdst int
}

func readTm(t *eval.Thread, fname string, v eval.Value) (tmFields, error) {
	var f tmFields
	var elems []eval.Value
	switch x := v.(type) {
	case *eval.Tuple:
		elems = x.Elems()
	case *eval.Instance:
		if b, ok := x.Base().(*eval.Tuple); ok {
			elems = b.Elems()
		}
	}
	if elems == nil {
		return f, eval.Errorf(eval.TypeErrorType, "Tuple or struct_time argument required")
	}
	if len(elems) != 9 {
		return f, eval.Errorf(eval.TypeErrorType, "%s(): illegal time tuple argument", fname)
	}
	ptrs := []*int{&f.year, &f.mon, &f.mday, &f.hour, &f.min, &f.sec, &f.wday, &f.yday, &f.isdst}
	for i, e := range elems {
		if _, ok := e.(eval.Float); ok {
			return f, eval.Errorf(eval.TypeErrorType, "'float' object cannot be interpreted as an integer")
		}
		n, err := timeCInt(t, e)
		if err != nil {
			return f, err
		}
		*ptrs[i] = n
	}
	return f, nil
}

// timeCInt converts a field of a time tuple to a C int as CPython's
// gettmarg does (its "i" format): values past 32 bits are an
// OverflowError, not a date billions of years away.
func timeCInt(t *eval.Thread, v eval.Value) (int, error) {
	n, err := eval.AsInt64(t, v)
	if err != nil {
		if ex, ok := err.(*eval.Exception); ok && ex.Type() == eval.OverflowErrorType {
			return 0, eval.Errorf(eval.OverflowErrorType, "Python int too large to convert to C long")
		}
		return 0, err
	}
	switch {
	case n > math.MaxInt32:
		return 0, eval.Errorf(eval.OverflowErrorType, "signed integer is greater than maximum")
	case n < math.MinInt32:
		return 0, eval.Errorf(eval.OverflowErrorType, "signed integer is less than minimum")
	}
	return int(n), nil
}

// checkTm is CPython's checktm for strftime/asctime.
func checkTm(f *tmFields, strf bool) error {
	if strf {
		if f.mon == 0 {
			f.mon = 1
		}
		if f.mday == 0 {
			f.mday = 1
		}
		if f.yday == 0 {
			f.yday = 1
		}
	}
	switch {
	case f.mon < 1 || f.mon > 12:
		return eval.Errorf(eval.ValueErrorType, "month out of range")
	case f.mday < 1 || f.mday > 31:
		return eval.Errorf(eval.ValueErrorType, "day of month out of range")
	case f.hour < 0 || f.hour > 23:
		return eval.Errorf(eval.ValueErrorType, "hour out of range")
	case f.min < 0 || f.min > 59:
		return eval.Errorf(eval.ValueErrorType, "minute out of range")
	case f.sec < 0 || f.sec > 61:
		return eval.Errorf(eval.ValueErrorType, "seconds out of range")
	case f.wday < 0 && !strf:
		return eval.Errorf(eval.ValueErrorType, "day of week out of range")
	case f.yday < 1 || f.yday > 366:
		return eval.Errorf(eval.ValueErrorType, "day of year out of range")
	}
	if f.wday < 0 {
		f.wday = (f.wday%7 + 7) % 7
	}
	f.wday = ((f.wday + 1) % 7) // to C's Sunday=0
	return nil
}

var weekdayNames = []string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}
var monthNames = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}

// strftime formats f (wday Sunday=0, as C) like glibc's strftime in the C
// locale.
func strftime(format string, f tmFields, zone string, gmtoff int) string {
	var b strings.Builder
	pad := func(n, w int) { fmt.Fprintf(&b, "%0*d", w, n) }
	weekNum := func(first int) int { // first: 0 Sunday, 1 Monday
		wd := (f.wday - first + 7) % 7
		return (f.yday - 1 + 7 - wd) / 7
	}
	isoYearWeek := func() (int, int) {
		d := time.Date(f.year, time.Month(f.mon), f.mday, 0, 0, 0, 0, time.UTC)
		return d.ISOWeek()
	}
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' || i+1 == len(format) {
			b.WriteByte(c)
			continue
		}
		i++
		switch format[i] {
		case 'a':
			b.WriteString(weekdayNames[f.wday][:3])
		case 'A':
			b.WriteString(weekdayNames[f.wday])
		case 'b', 'h':
			b.WriteString(monthNames[f.mon-1][:3])
		case 'B':
			b.WriteString(monthNames[f.mon-1])
		case 'c':
			fmt.Fprintf(&b, "%s %s %2d %02d:%02d:%02d %d", weekdayNames[f.wday][:3], monthNames[f.mon-1][:3], f.mday, f.hour, f.min, f.sec, f.year)
		case 'C':
			pad(f.year/100, 2)
		case 'd':
			pad(f.mday, 2)
		case 'D':
			fmt.Fprintf(&b, "%02d/%02d/%02d", f.mon, f.mday, f.year%100)
		case 'e':
			fmt.Fprintf(&b, "%2d", f.mday)
		case 'F':
			fmt.Fprintf(&b, "%d-%02d-%02d", f.year, f.mon, f.mday)
		case 'g':
			y, _ := isoYearWeek()
			pad(y%100, 2)
		case 'G':
			y, _ := isoYearWeek()
			fmt.Fprintf(&b, "%d", y)
		case 'H':
			pad(f.hour, 2)
		case 'I':
			h := f.hour % 12
			if h == 0 {
				h = 12
			}
			pad(h, 2)
		case 'j':
			pad(f.yday, 3)
		case 'k':
			fmt.Fprintf(&b, "%2d", f.hour)
		case 'l':
			h := f.hour % 12
			if h == 0 {
				h = 12
			}
			fmt.Fprintf(&b, "%2d", h)
		case 'm':
			pad(f.mon, 2)
		case 'M':
			pad(f.min, 2)
		case 'n':
			b.WriteByte('\n')
		case 'p':
			if f.hour < 12 {
				b.WriteString("AM")
			} else {
				b.WriteString("PM")
			}
		case 'P':
			if f.hour < 12 {
				b.WriteString("am")
			} else {
				b.WriteString("pm")
			}
		case 'r':
			h := f.hour % 12
			if h == 0 {
				h = 12
			}
			ap := "AM"
			if f.hour >= 12 {
				ap = "PM"
			}
			fmt.Fprintf(&b, "%02d:%02d:%02d %s", h, f.min, f.sec, ap)
		case 'R':
			fmt.Fprintf(&b, "%02d:%02d", f.hour, f.min)
		case 'S':
			pad(f.sec, 2)
		case 't':
			b.WriteByte('\t')
		case 'T', 'X':
			fmt.Fprintf(&b, "%02d:%02d:%02d", f.hour, f.min, f.sec)
		case 'u':
			w := f.wday
			if w == 0 {
				w = 7
			}
			fmt.Fprintf(&b, "%d", w)
		case 'U':
			pad(weekNum(0), 2)
		case 'V':
			_, w := isoYearWeek()
			pad(w, 2)
		case 'w':
			fmt.Fprintf(&b, "%d", f.wday)
		case 'W':
			pad(weekNum(1), 2)
		case 'x':
			fmt.Fprintf(&b, "%02d/%02d/%02d", f.mon, f.mday, f.year%100)
		case 'y':
			pad(f.year%100, 2)
		case 'Y':
			fmt.Fprintf(&b, "%d", f.year)
		case 'z':
			off := gmtoff
			sign := byte('+')
			if off < 0 {
				sign, off = '-', -off
			}
			fmt.Fprintf(&b, "%c%02d%02d", sign, off/3600, off%3600/60)
		case 'Z':
			b.WriteString(zone)
		case '%':
			b.WriteByte('%')
		default:
			b.WriteByte('%')
			b.WriteByte(format[i])
		}
	}
	return b.String()
}

// gmtZone is UTC named as glibc's gmtime names it.
var gmtZone = time.FixedZone("GMT", 0)

func loadTime(t *eval.Thread, o *Options) (*eval.Module, error) {
	var structTime eval.Value
	mkStruct := func(t *eval.Thread, tm time.Time) (eval.Value, error) {
		zone, off := tm.Zone()
		isdst := 0
		if tm.IsDST() {
			isdst = 1
		}
		vals := []eval.Value{eval.Int(tm.Year()), eval.Int(int(tm.Month())), eval.Int(tm.Day()), eval.Int(tm.Hour()),
			eval.Int(tm.Minute()), eval.Int(tm.Second()), eval.Int((int(tm.Weekday()) + 6) % 7), eval.Int(tm.YearDay()),
			eval.Int(isdst), str(zone), eval.Int(off)}
		return eval.Call(t, structTime, []eval.Value{eval.NewTuple(vals)}, nil)
	}
	secsArg := func(t *eval.Thread, name string, args []eval.Value, kw []string) (time.Time, error) {
		if err := nargs(name, args, kw, 0, 1); err != nil {
			return time.Time{}, err
		}
		if len(args) == 0 || args[0] == eval.None {
			return o.Now(), nil
		}
		f, err := timeNumber(t, args[0])
		if err != nil {
			return time.Time{}, err
		}
		if math.IsNaN(f) {
			return time.Time{}, eval.Errorf(eval.ValueErrorType, "Invalid value NaN (not a number)")
		}
		if math.IsInf(f, 0) || math.Abs(f) > 1e17 {
			return time.Time{}, eval.Errorf(eval.OverflowErrorType, "timestamp out of range for platform time_t")
		}
		sec := math.Floor(f)
		return time.Unix(int64(sec), 0), nil
	}
	nowTuple := func(t *eval.Thread, loc *time.Location) (tmFields, string, int) {
		tm := o.Now().In(loc)
		zone, off := tm.Zone()
		return tmFields{tm.Year(), int(tm.Month()), tm.Day(), tm.Hour(), tm.Minute(), tm.Second(), int(tm.Weekday()), tm.YearDay(), 0}, zone, off
	}
	zoneOf := func(t *eval.Thread, v eval.Value) (string, int) {
		if z, err := eval.GetAttr(t, v, "tm_zone"); err == nil {
			if s, ok := z.(*eval.Str); ok {
				off := 0
				if g, err := eval.GetAttr(t, v, "tm_gmtoff"); err == nil {
					if n, ok := g.(eval.Int); ok {
						off = int(n)
					}
				}
				return s.String(), off
			}
		}
		zone, off := o.Now().In(o.Location).Zone()
		return zone, off
	}
	funcs := map[string]fn{
		"time": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("time", args, kw, 0, 0); err != nil {
				return nil, err
			}
			return eval.Float(float64(o.Now().UnixNano()) / 1e9), nil
		},
		"time_ns": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("time_ns", args, kw, 0, 0); err != nil {
				return nil, err
			}
			return eval.Int(o.Now().UnixNano()), nil
		},
		"sleep": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("sleep", args, kw, 1, 1); err != nil {
				return nil, err
			}
			f, err := timeNumber(t, args[0])
			if err != nil {
				return nil, err
			}
			if math.IsNaN(f) {
				return nil, eval.Errorf(eval.ValueErrorType, "Invalid value NaN (not a number)")
			}
			if f < 0 {
				return nil, eval.Errorf(eval.ValueErrorType, "sleep length must be non-negative")
			}
			d := time.Duration(math.MaxInt64)
			if f < float64(math.MaxInt64)/1e9 {
				d = time.Duration(f * 1e9)
			}
			return eval.None, t.Sleep(d)
		},
		"gmtime": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			tm, err := secsArg(t, "gmtime", args, kw)
			if err != nil {
				return nil, err
			}
			return mkStruct(t, tm.In(gmtZone))
		},
		"localtime": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			tm, err := secsArg(t, "localtime", args, kw)
			if err != nil {
				return nil, err
			}
			return mkStruct(t, tm.In(o.Location))
		},
		"mktime": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("mktime", args, kw, 1, 1); err != nil {
				return nil, err
			}
			f, err := readTm(t, "mktime", args[0])
			if err != nil {
				return nil, err
			}
			tm := time.Date(f.year, time.Month(f.mon), f.mday, f.hour, f.min, f.sec, 0, o.Location)
			return eval.Float(float64(tm.Unix())), nil
		},
		"strftime": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("strftime", args, kw, 1, 2); err != nil {
				return nil, err
			}
			format, ok := args[0].(*eval.Str)
			if !ok {
				return nil, eval.Errorf(eval.TypeErrorType, "strftime() argument 1 must be str, not %s", eval.TypeName(args[0]))
			}
			var f tmFields
			var zone string
			var off int
			if len(args) == 1 {
				f, zone, off = nowTuple(t, o.Location)
			} else {
				var err error
				if f, err = readTm(t, "strftime", args[1]); err != nil {
					return nil, err
				}
				if err := checkTm(&f, true); err != nil {
					return nil, err
				}
				zone, off = zoneOf(t, args[1])
			}
			return str(strftime(format.String(), f, zone, off)), nil
		},
		"asctime": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("asctime", args, kw, 0, 1); err != nil {
				return nil, err
			}
			var f tmFields
			if len(args) == 0 {
				f, _, _ = nowTuple(t, o.Location)
			} else {
				var err error
				if f, err = readTm(t, "asctime", args[0]); err != nil {
					return nil, err
				}
				if err := checkTm(&f, false); err != nil {
					return nil, err
				}
			}
			return str(strftime("%a %b %e %H:%M:%S %Y", f, "", 0)), nil
		},
		"ctime": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			tm, err := secsArg(t, "ctime", args, kw)
			if err != nil {
				return nil, err
			}
			tm = tm.In(o.Location)
			f := tmFields{tm.Year(), int(tm.Month()), tm.Day(), tm.Hour(), tm.Minute(), tm.Second(), int(tm.Weekday()), tm.YearDay(), 0}
			return str(strftime("%a %b %e %H:%M:%S %Y", f, "", 0)), nil
		},
	}
	mono := func(name string, ns bool) fn {
		return func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs(name, args, kw, 0, 0); err != nil {
				return nil, err
			}
			d := o.Monotonic()
			if ns {
				return eval.Int(d.Nanoseconds()), nil
			}
			return eval.Float(d.Seconds()), nil
		}
	}
	for _, n := range []string{"monotonic", "perf_counter", "process_time", "thread_time"} {
		funcs[n] = mono(n, false)
		funcs[n+"_ns"] = mono(n+"_ns", true)
	}
	m, err := runPyModule(t, "time", nil)
	if err != nil {
		return nil, err
	}
	structTime, _ = m.Attrs.Get("struct_time")
	m.Attrs.Delete("_extra")
	for n, f := range funcs {
		m.Attrs.Set(n, eval.NewModuleBuiltin("time", n, f))
	}
	zone, off := time.Date(o.Now().Year(), 1, 1, 0, 0, 0, 0, o.Location).Zone()
	zone2, off2 := time.Date(o.Now().Year(), 7, 1, 0, 0, 0, 0, o.Location).Zone()
	std, dst, soff, doff := zone, zone2, off, off2
	if off2 < off {
		std, dst, soff, doff = zone2, zone, off2, off
	}
	daylight := 0
	if off != off2 {
		daylight = 1
	}
	m.Attrs.Set("timezone", eval.Int(-soff))
	m.Attrs.Set("altzone", eval.Int(-doff))
	m.Attrs.Set("daylight", eval.Int(daylight))
	m.Attrs.Set("tzname", tuple(str(std), str(dst)))
	return m, nil
}
