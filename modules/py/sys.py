# sys's Python part (see sys.go): the struct sequences and constants.
# The functions and the standard streams are Go; what CPython's sys has
# and this one leaves out is listed, with the reason, in policy.SysAbsent.


def _structseq(name, fields, values):
    class _seq(tuple):
        __slots__ = ()

        def __repr__(self):
            parts = ', '.join(f'{f}={v!r}' for f, v in zip(fields, self))
            return f'sys.{name}({parts})'

    for _i, _f in enumerate(fields):
        setattr(_seq, _f, property(lambda self, _i=_i: self[_i]))
    _seq.__name__ = name
    _seq.__qualname__ = name
    _seq.n_fields = _seq.n_sequence_fields = len(fields)
    _seq.n_unnamed_fields = 0
    return _seq(values)


class _namespace:
    def __init__(self, **kw):
        for k, v in kw.items():
            setattr(self, k, v)

    def __repr__(self):
        parts = ', '.join(f'{k}={v!r}' for k, v in self.__dict__.items())
        return f'namespace({parts})'


version_info = _structseq(
    'version_info', ('major', 'minor', 'micro', 'releaselevel', 'serial'),
    (3, 11, 0, 'final', 0))
hexversion = 0x030B00F0
api_version = 1013
implementation = _namespace(name='pyinterp', cache_tag=None,
                            version=version_info, hexversion=hexversion)
float_info = _structseq(
    'float_info',
    ('max', 'max_exp', 'max_10_exp', 'min', 'min_exp', 'min_10_exp', 'dig',
     'mant_dig', 'epsilon', 'radix', 'rounds'),
    (1.7976931348623157e+308, 1024, 308, 2.2250738585072014e-308, -1021, -307,
     15, 53, 2.220446049250313e-16, 2, 1))
int_info = _structseq(
    'int_info',
    ('bits_per_digit', 'sizeof_digit', 'default_max_str_digits',
     'str_digits_check_threshold'),
    (30, 4, 4300, 640))
hash_info = _structseq(
    'hash_info',
    ('width', 'modulus', 'inf', 'nan', 'imag', 'algorithm', 'hash_bits',
     'seed_bits', 'cutoff'),
    (64, 2305843009213693951, 314159, 0, 1000003, 'siphash13', 64, 128, 0))
maxsize = 9223372036854775807
maxunicode = 1114111
byteorder = 'little'
float_repr_style = 'short'
copyright = 'pyinterp: a restricted Python 3 interpreter written in Go.'

del _structseq, _namespace
