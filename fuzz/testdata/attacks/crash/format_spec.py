# format(), str.format and f-strings with widths and precisions far past
# the memory limit.
# --- format_int_width
format(1, '10000000000')
# --- format_int_width_fill
format(1, 'x>99999999999')
# --- format_float_precision_f
format(1.5, '.2147483647f')
# --- format_float_precision_e
format(1.5, '.10000000000e')
# --- format_float_width
format(1.5, '99999999999.1f')
# --- format_float_percent_precision
format(0.5, '.999999999%')
# --- format_str_width
format('x', '^99999999999')
# --- format_str_precision_huge
format('x' * 10, '.99999999999999999999')
# --- format_complex_width
format(1j, '99999999999')
# --- format_bigint_width_grouping
format(10**100, '99999999999,')
# --- format_bool_width
format(True, '>10000000000')
# --- str_format_nested_width
'{:{}}'.format(1, 10**10)
# --- str_format_nested_precision
'{:.{}f}'.format(1.0, 10**10)
# --- str_format_positional_width
'{0:{1}}'.format('x', 2**40)
# --- str_format_map_width
'{a:{w}}'.format_map({'a': 'x', 'w': 10**10})
# --- fstring_width
w = 10**10
f'{1:{w}}'
# --- fstring_precision
p = 2**40
f'{1.5:.{p}f}'
# --- fstring_width_and_precision
w, p = 2**31, 2**31
f'{1.5:{w}.{p}e}'
# --- fstring_repr_width
w = 10**10
f'{"x"!r:>{w}}'
# --- decimal_format_precision
import decimal
format(decimal.Decimal('1.5'), '.10000000000f')
# --- decimal_format_width
import decimal
format(decimal.Decimal('1.5'), '99999999999')
# --- decimal_format_huge_exponent_f
import decimal
format(decimal.Decimal('1e999999999'), 'f')
# --- decimal_str_huge_exponent_f
import decimal
'{:f}'.format(decimal.Decimal('1e-999999999'))
# --- fraction_format_precision
import fractions
format(fractions.Fraction(1, 3), '.10000000000f')
# --- datetime_format_width
import datetime
format(datetime.date(2020, 1, 1), '%Y' * 10**7)
# --- string_formatter_width
import string
string.Formatter().format('{:{}}', 1, 10**10)
