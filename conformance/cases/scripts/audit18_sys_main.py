# audit: __main__, sys basics
# argv: x y
import sys
print(__name__, sys.argv[1:], type(sys.maxsize).__name__, sys.byteorder)
print(sys.version_info[:2] >= (3, 11), sys.version_info.major, sys.implementation.name == sys.implementation.name)
print(sys.float_info.dig, sys.float_info.mant_dig, sys.int_info.bits_per_digit, sys.hash_info.width, sys.maxunicode)
print(sys.getrecursionlimit() > 0, sys.get_int_max_str_digits())
sys.stdout.write("written\n")
print("to err", file=sys.stderr)
print(sys.exc_info(), sys.exception())
try:
    raise KeyError("k")
except KeyError:
    t, v, tb = sys.exc_info()
    print(t.__name__, repr(v), type(tb).__name__, tb.tb_lineno)
    print(repr(sys.exception()))
print(sys.intern("ab") == "ab")
if __name__ == "__main__":
    sys.exit("bye")
