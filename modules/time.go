package modules

import (
	"math"
	"strconv"
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

// tmFits returns tm, or the C library's error (CPython's OSError
// EOVERFLOW) when its year does not fit struct tm's int tm_year.
func tmFits(tm time.Time) (time.Time, error) {
	if y := int64(tm.Year()) - 1900; y > math.MaxInt32 || y < math.MinInt32 {
		return tm, tmOverflow()
	}
	return tm, nil
}

// tmOverflow is gmtime's and localtime's error for a time whose year
// struct tm cannot hold.
func tmOverflow() error { return eval.NewOSError(75, nil, nil) }

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
// locale. The result is built in a charged buffer, and the loop polls the
// deadline: the format (and the zone, a struct_time's tm_zone) come from
// the program.
func strftime(t *eval.Thread, format string, f tmFields, zone string, gmtoff int) (string, error) {
	b := eval.NewBuilder(t, len(format))
	var tmp [48]byte
	num := func(n, w int, fill byte) { b.Write(timePad(tmp[:0], n, w, fill)) }
	pad := func(n, w int) { num(n, w, '0') }
	weekNum := func(first int) int { // first: 0 Sunday, 1 Monday
		wd := (f.wday - first + 7) % 7
		return (f.yday - 1 + 7 - wd) / 7
	}
	isoYearWeek := func() (int, int) { return timeISOWeek(f.year, f.yday-1, f.wday) }
	hms := func(h, m, s int) {
		pad(h, 2)
		b.WriteByte(':')
		pad(m, 2)
		b.WriteByte(':')
		pad(s, 2)
	}
	mdy := func() {
		pad(f.mon, 2)
		b.WriteByte('/')
		pad(f.mday, 2)
		b.WriteByte('/')
		pad(f.year%100, 2)
	}
	hour12 := func() int {
		if h := f.hour % 12; h != 0 {
			return h
		}
		return 12
	}
	n := 0 // the characters and directives of the format
	for i := 0; i < len(format); i++ {
		if n++; n&1023 == 0 {
			if b.Err() != nil {
				return "", b.Err()
			}
			if err := t.Work(512); err != nil {
				return "", err
			}
		}
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
			b.WriteString(weekdayNames[f.wday][:3])
			b.WriteByte(' ')
			b.WriteString(monthNames[f.mon-1][:3])
			b.WriteByte(' ')
			num(f.mday, 2, ' ')
			b.WriteByte(' ')
			hms(f.hour, f.min, f.sec)
			b.WriteByte(' ')
			num(f.year, 0, 0)
		case 'C':
			century := f.year / 100
			if f.year%100 < 0 {
				century--
			}
			num(century, 0, 0)
		case 'd':
			pad(f.mday, 2)
		case 'D', 'x':
			mdy()
		case 'e':
			num(f.mday, 2, ' ')
		case 'F':
			num(f.year, 0, 0)
			b.WriteByte('-')
			pad(f.mon, 2)
			b.WriteByte('-')
			pad(f.mday, 2)
		case 'g':
			y, _ := isoYearWeek()
			if y %= 100; y < 0 {
				y += 100
			}
			pad(y, 2)
		case 'G':
			y, _ := isoYearWeek()
			num(y, 0, 0)
		case 'H':
			pad(f.hour, 2)
		case 'I':
			pad(hour12(), 2)
		case 'j':
			pad(f.yday, 3)
		case 'k':
			num(f.hour, 2, ' ')
		case 'l':
			num(hour12(), 2, ' ')
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
			hms(hour12(), f.min, f.sec)
			if f.hour >= 12 {
				b.WriteString(" PM")
			} else {
				b.WriteString(" AM")
			}
		case 'R':
			pad(f.hour, 2)
			b.WriteByte(':')
			pad(f.min, 2)
		case 'S':
			pad(f.sec, 2)
		case 't':
			b.WriteByte('\t')
		case 'T', 'X':
			hms(f.hour, f.min, f.sec)
		case 'u':
			w := f.wday
			if w == 0 {
				w = 7
			}
			num(w, 0, 0)
		case 'U':
			pad(weekNum(0), 2)
		case 'V':
			_, w := isoYearWeek()
			pad(w, 2)
		case 'w':
			num(f.wday, 0, 0)
		case 'W':
			pad(weekNum(1), 2)
		case 'y':
			pad(f.year%100, 2)
		case 'Y':
			num(f.year, 0, 0)
		case 'z':
			off := gmtoff
			sign := byte('+')
			if off < 0 {
				sign, off = '-', -off
			}
			b.WriteByte(sign)
			pad(off/3600, 2)
			pad(off%3600/60, 2)
		case 'Z':
			b.WriteString(zone)
		case '%':
			b.WriteByte('%')
		default:
			b.WriteByte('%')
			b.WriteByte(format[i])
		}
	}
	if b.Err() != nil {
		return "", b.Err()
	}
	if err := t.Work(int64(n&1023) / 2); err != nil {
		return "", err
	}
	return b.String(), nil
}

// timeISOWeek is the ISO 8601 year and week of the day of the year yday
// (0-based) and the week day wday (Sunday=0) as glibc computes them: from
// those two fields, not from the date, which a tuple may contradict.
func timeISOWeek(year, yday, wday int) (int, int) {
	leap := func(y int) int {
		if y%4 == 0 && (y%100 != 0 || y%400 == 0) {
			return 1
		}
		return 0
	}
	// The day of the year (possibly negative) of the Monday of the ISO
	// week 1 counted from yday: glibc's iso_week_days.
	weekDays := func(yday, wday int) int {
		const bigMultipleOf7 = (366/7 + 2) * 7
		return yday - (yday-wday+4+bigMultipleOf7)%7 + 3
	}
	days := weekDays(yday, wday)
	if days < 0 {
		year--
		days = weekDays(yday+365+leap(year), wday)
	} else if d := weekDays(yday-(365+leap(year)), wday); d >= 0 {
		year++
		days = d
	}
	return year, days/7 + 1
}

// timePad appends n in decimal, right-aligned in w characters filled with
// fill, as C's %0*d ('0': the zeros follow the sign) or %*d (' ').
func timePad(dst []byte, n, w int, fill byte) []byte {
	var digits [24]byte
	d := strconv.AppendInt(digits[:0], int64(n), 10)
	neg := n < 0
	if neg {
		d = d[1:]
	}
	width := len(d)
	if neg {
		width++
	}
	if fill == ' ' {
		for ; width < w; width++ {
			dst = append(dst, ' ')
		}
	}
	if neg {
		dst = append(dst, '-')
	}
	if fill == '0' {
		for ; width < w; width++ {
			dst = append(dst, '0')
		}
	}
	return append(dst, d...)
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
			eval.Int(isdst), str(t, zone), eval.Int(off)}
		return eval.Call(t, structTime, []eval.Value{eval.NewTupleT(t, vals)}, nil)
	}
	secsArg := func(t *eval.Thread, name string, args []eval.Value, kw []string) (time.Time, error) {
		if err := nargs(name, args, kw, 0, 1); err != nil {
			return time.Time{}, err
		}
		if len(args) == 0 || args[0] == eval.None {
			return o.Now(), nil
		}
		var sec int64
		switch x := args[0].(type) {
		case eval.Int, eval.Bool, *eval.BigInt:
			// An int is converted exactly, as CPython's time_t.
			n, err := eval.AsInt64(t, x)
			if err != nil {
				return time.Time{}, eval.Errorf(eval.OverflowErrorType, "timestamp out of range for platform time_t")
			}
			sec = n
		default:
			f, err := timeNumber(t, x)
			if err != nil {
				return time.Time{}, err
			}
			if math.IsNaN(f) {
				return time.Time{}, eval.Errorf(eval.ValueErrorType, "Invalid value NaN (not a number)")
			}
			if !(f >= -0x1p63 && f < 0x1p63) {
				return time.Time{}, eval.Errorf(eval.OverflowErrorType, "timestamp out of range for platform time_t")
			}
			sec = int64(math.Floor(f))
		}
		if sec > 1<<56 || sec < -1<<56 {
			// Some 2.3 billion years: past the C library's struct tm
			// in every time zone.
			return time.Time{}, tmOverflow()
		}
		return time.Unix(sec, 0), nil
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
		// strptime parses with datetime's parser (the same directives and
		// errors as datetime.strptime, which CPython shares with it too)
		// and returns its fields as a struct_time with tm_isdst -1.
		"strptime": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var s eval.Value
			var format eval.Value = eval.NewStr("%a %b %d %H:%M:%S %Y")
			if err := eval.UnpackArgs(t, "strptime", args, kw, "string/", &s, "format?/", &format); err != nil {
				return nil, err
			}
			dt, err := t.Interp.ImportUnchecked(t, "datetime")
			if err != nil {
				return nil, err
			}
			cls, _, err := dt.Attr(t, "datetime")
			if err != nil {
				return nil, err
			}
			parse, err := eval.GetAttr(t, cls, "strptime")
			if err != nil {
				return nil, err
			}
			d, err := eval.Call(t, parse, []eval.Value{s, format}, nil)
			if err != nil {
				return nil, err
			}
			tt, err := eval.GetAttr(t, d, "timetuple")
			if err != nil {
				return nil, err
			}
			fields, err := eval.Call(t, tt, nil, nil)
			if err != nil {
				return nil, err
			}
			vals, err := eval.Collect(t, fields)
			if err != nil {
				return nil, err
			}
			if len(vals) != 9 {
				return nil, eval.Errorf(eval.ValueErrorType, "strptime: unexpected time tuple")
			}
			vals[8] = eval.MakeInt(-1)
			return eval.Call(t, structTime, []eval.Value{eval.NewTupleOf(t, vals)}, nil)
		},
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
			if tm, err = tmFits(tm.In(gmtZone)); err != nil {
				return nil, err
			}
			return mkStruct(t, tm)
		},
		"localtime": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			tm, err := secsArg(t, "localtime", args, kw)
			if err != nil {
				return nil, err
			}
			if tm, err = tmFits(tm.In(o.Location)); err != nil {
				return nil, err
			}
			return mkStruct(t, tm)
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
				return nil, eval.Errorf(eval.TypeErrorType, "strftime() argument 1 must be str, not %s", eval.ArgTypeName(args[0]))
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
			r, err := strftime(t, format.String(), f, zone, off)
			if err != nil {
				return nil, err
			}
			return str(t, r), nil
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
			r, err := strftime(t, "%a %b %e %H:%M:%S %Y", f, "", 0)
			if err != nil {
				return nil, err
			}
			return str(t, r), nil
		},
		"ctime": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			tm, err := secsArg(t, "ctime", args, kw)
			if err != nil {
				return nil, err
			}
			if tm, err = tmFits(tm.In(o.Location)); err != nil {
				return nil, err
			}
			// The year is printed as CPython's C int 1900 + tm_year,
			// which wraps past 2**31 - 1.
			f := tmFields{int(int32(tm.Year())), int(tm.Month()), tm.Day(), tm.Hour(), tm.Minute(), tm.Second(), int(tm.Weekday()), tm.YearDay(), 0}
			r, err := strftime(t, "%a %b %e %H:%M:%S %Y", f, "", 0)
			if err != nil {
				return nil, err
			}
			return str(t, r), nil
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
	m.Attrs.Set("tzname", tuple(t, str(t, std), str(t, dst)))
	return m, nil
}
