# %-formatting with a '*' or literal width or precision far past any
# buffer a run may hold: the result's size must be predicted and charged
# before it is built.
# --- star_precision_e
'%.*e' % (2**40, 1.0)
# --- star_precision_f
'%.*f' % (2**40, 1.5)
# --- star_precision_g
'%.*g' % (10**10, 1.5)
# --- star_precision_E_negative_value
'%.*E' % (2**31, -1e308)
# --- star_width_d
'%*d' % (2**40, 1)
# --- star_width_s
'%*s' % (10**10, 'x')
# --- star_width_negative_left_align
'%*s' % (-10**10, 'x')
# --- star_width_r
'%*r' % (2**40, None)
# --- star_width_c
'%*c' % (2**40, 'a')
# --- star_width_x
'%*x' % (10**10, 255)
# --- star_width_and_precision_f
'%*.*f' % (2**31, 2**31, 1.0)
# --- zero_padded_star_width
'%0*d' % (10**10, 7)
# --- star_precision_d
'%.*d' % (10**10, 7)
# --- star_precision_x_big_int
'%.*x' % (2**40, 2**100)
# --- star_precision_s_truncates
'%.*s' % (2**62, 'abc')
# --- literal_width_huge
'%99999999999d' % 1
# --- literal_precision_huge_f
'%.99999999999f' % 1.0
# --- literal_width_2_31
'%2147483648s' % 'x'
# --- mapping_key_star_width
'%(a)*d' % {'a': 1}
# --- many_directives_star
('%*d' * 100) % tuple(x for i in range(100) for x in (10**8, i))
# --- bytes_star_width
b'%*d' % (2**40, 1)
# --- bytes_star_precision_f
b'%.*f' % (2**40, 1.0)
# --- bytes_star_width_s
b'%*s' % (10**10, b'x')
# --- bytes_literal_width
b'%99999999999s' % b'x'
# --- float_f_1e308_huge_precision
'%.1000000000f' % 1e308
# --- float_f_star_precision_tiny
'%.*f' % (10**9, 5e-324)
# --- bytes_star_width_2_31
b'%*d' % (2**31, 1)
# --- bytes_star_width_negative_2_31
b'%*d' % (-2**31, 1)
# --- bytes_star_width_and_precision_f_int_max
b'%*.*f' % (2**31 - 1, 2**31 - 1, 1.0)
# --- bytes_star_precision_int_max_d
b'%.*d' % (2**31 - 1, 1)
# --- bytes_star_precision_near_int_max_d
b'%.*d' % (2**31 - 4, 1)
# --- bytes_star_precision_e_int_max
b'%.*e' % (2**31 - 2, 1.0)
# --- bytes_star_width_c
b'%*c' % (2**31 - 1, 65)
# --- bytes_star_width_a
b'%*a' % (2**31, 'x')
# --- bytearray_star_width
bytearray(b'%*d') % (2**31, 1)
# --- bytes_star_width_near_limit_loop
for i in range(10**6):
    b'%*d' % (30 * 2**20, i)
# --- bytes_star_precision_g_loop
for i in range(10**6):
    b'%.*g' % (10**6, 1.5)
