# Integer and float edge values at the int64 boundary and beyond, where a
# Go fast path could overflow, and conversions with extreme arguments.
# --- neg_min_int64
-(-2**63)
# --- abs_min_int64
abs(-2**63)
# --- floordiv_min_int64_by_minus_one
(-2**63) // -1
# --- mod_min_int64_by_minus_one
(-2**63) % -1
# --- divmod_min_int64
divmod(-2**63, -1)
# --- mul_min_int64_minus_one
(-2**63) * -1
# --- invert_max_int64
~(2**63 - 1)
# --- add_overflow
(2**63 - 1) + 1
# --- sub_overflow
(-2**63) - 1
# --- pow_overflow
(2**32) ** 2
# --- lshift_63
1 << 63
# --- lshift_negative
1 << -1
# --- rshift_huge
-1 >> 2**70
# --- pow_mod_min_int64
pow(-2**63, 1, -1)
# --- pow_negative_mod
pow(2, -1, 2**63)
# --- int_to_bytes_min
(-2**63).to_bytes(8, 'big', signed=True)
# --- int_to_bytes_negative_length
(1).to_bytes(-1, 'big')
# --- int_to_bytes_min_length_zero
(0).to_bytes(0, 'big')
# --- list_index_min_int64
[1, 2][-2**63]
# --- list_insert_min_int64
x = [1, 2]
x.insert(-2**63, 0)
x.insert(2**63 - 1, 0)
# --- list_pop_min_int64
[1, 2].pop(-2**63)
# --- slice_step_min_int64
[1, 2, 3][::-2**63]
# --- slice_step_min_int64_assign
x = list(range(10))
x[::-2**63] = [5]
# --- str_slice_step_min_int64
'abc'[::-2**63]
# --- bytes_slice_min_int64
b'abc'[-2**63:2**63:2**63 - 1]
# --- range_min_int64_step
list(range(0, -2**63, -2**62))
# --- range_len_overflow
len(range(-2**63, 2**63))
# --- range_index_huge
range(-2**63, 2**63)[2**64 - 1]
# --- range_slice_huge
range(-2**63, 2**63, 3)[::-2**63]
# --- range_reversed_huge
next(reversed(range(-2**63, 2**63)))
# --- range_contains_min
-2**63 in range(-2**63, 0)
# --- slice_indices_huge
slice(-2**100, 2**100, -2**63).indices(2**63 - 1)
# --- chr_huge
chr(2**63)
# --- chr_negative
chr(-1)
# --- bytes_of_huge
bytes([2**63])
# --- bytearray_setitem_huge
x = bytearray(1)
x[0] = 2**63
# --- percent_c_huge
'%c' % 2**63
# --- format_c_huge
format(2**63, 'c')
# --- str_mul_min_int64
'ab' * -2**63
# --- list_mul_max_int64
[] * (2**63 - 1)
# --- round_float_huge_ndigits
round(1.5, 2**63)
# --- round_float_min_ndigits
round(1.5, -2**63)
# --- round_int_min_ndigits
round(10, -2**63)
# --- float_from_huge_int
float(2**1024)
# --- int_from_nan
int(float('nan'))
# --- int_from_inf
int(float('inf'))
# --- float_floordiv_zero
1.0 // 0.0
# --- float_mod_inf
float('inf') % 1.0
# --- divmod_float_nan
divmod(float('nan'), 1.0)
# --- pow_float_overflow
10.0 ** 400
# --- pow_negative_fractional
(-8.0) ** (1 / 3)
# --- complex_division_zero
1j / 0
# --- complex_pow_huge
(1 + 1j) ** 10**10
# --- math_ldexp_huge
import math
math.ldexp(1.0, 2**63)
# --- math_ldexp_min
import math
math.ldexp(1.0, -2**63)
# --- math_frexp_inf
import math
math.frexp(float('inf'))
# --- math_factorial_negative
import math
math.factorial(-2**63)
# --- math_comb_negative
import math
math.comb(-1, 2**63)
# --- math_perm_huge_k
import math
math.perm(5, 2**63)
# --- math_isqrt_negative
import math
math.isqrt(-2**63)
# --- math_log_huge_int
import math
math.log(2**100000, 2**100)
# --- math_log_zero_int
import math
math.log(0)
# --- math_gcd_min
import math
math.gcd(-2**63, -2**63)
# --- math_lcm_min
import math
math.lcm(-2**63, 3)
# --- math_nextafter_steps
import math
math.nextafter(0.0, 1.0, steps=2**63) if False else math.nextafter(0.0, float('inf'))
# --- math_fsum_inf_nan
import math
math.fsum([float('inf'), float('-inf'), 1e308, 1e308])
# --- math_prod_start_huge
import math
math.prod([2**63, 2**63], start=-2**63)
# --- math_dist_mismatched
import math
math.dist([1, 2], [1])
# --- math_hypot_many
import math
math.hypot(*[1e308] * 100)
# --- math_trunc_float_huge
import math
math.trunc(1e308)
# --- math_isclose_nan_tol
import math
math.isclose(1, 1, rel_tol=float('nan'), abs_tol=-1)
# --- int_base_huge
int('10', 2**63)
# --- int_base_negative
int('10', -1)
# --- int_underscore_edge
int('1__0')
# --- float_fromhex_huge_exponent
float.fromhex('0x1p' + '9' * 30)
# --- float_as_integer_ratio_nan
float('nan').as_integer_ratio()
# --- int_from_bytes_empty_signed
int.from_bytes(b'', 'big', signed=True)
# --- bool_arithmetic
True << 63
# --- hash_min_int64
hash(-2**63), hash(2**63), hash(-1), hash(-2)
# --- sum_int_overflow_to_float
sum([2**62, 2**62, 2**62, 0.5])
# --- sum_start_min
sum([-1], -2**63)
# --- max_mixed_huge
max(2**63, 2.0**63, -2**63)
# --- statistics_int_overflow
import statistics
statistics.mean([2**63 - 1] * 10)
# --- decimal_from_huge_int
import decimal
decimal.Decimal(2**100000)
# --- decimal_exponent_extreme
import decimal
decimal.Decimal('1e' + str(2**63))
# --- decimal_context_emax_huge
import decimal
decimal.Context(Emax=2**63)
# --- decimal_prec_negative
import decimal
decimal.Context(prec=-1)
# --- decimal_quantize_extreme
import decimal
decimal.Decimal(1).quantize(decimal.Decimal('1e-999999999'))
# --- decimal_round_huge_ndigits
import decimal
round(decimal.Decimal('1.5'), 2**63)
# --- decimal_scaleb_huge
import decimal
decimal.Decimal(1).scaleb(2**63)
# --- fraction_zero_denominator
import fractions
fractions.Fraction(1, 0)
# --- fraction_from_nan
import fractions
fractions.Fraction(float('nan'))
# --- fraction_round_huge
import fractions
round(fractions.Fraction(1, 3), 2**63)
# --- fraction_pow_negative_zero
import fractions
fractions.Fraction(0) ** -1
# --- format_upper_hex_zero_width_past_memory
# The builder fails on the width (memory) and upper-casing must not index
# the digits it did not write (found by the generative fuzzer, seed 6001862).
format(5, '0=-02147483648X')
# --- format_upper_hex_zero_width_grouped_past_memory
format(5, '0=_2147483648X')
# --- format_upper_float_zero_width_past_memory
format(1.5e300, '02147483648E')
# --- format_upper_hex_alt_zero_width_past_memory
format(255, '#02147483648X')
# --- complex_pow_nan_base_huge_exponent
# |nan+1j| reached math/big's SetFloat64, which panics on a NaN (found by
# the generative fuzzer, seed 7001631).
complex(float('nan'), 1) ** (10**18)
# --- complex_pow_inf_nan_base
complex(float('inf'), float('nan')) ** 0.5
# --- complex_abs_nan_inf
abs(complex(float('nan'), float('inf'))) + abs(complex(1, float('nan')))
