# Format specs as long as the program makes them (found by pyfuzz seed
# 29502489: a spec of 19 MB peaked 190 MiB above a 64 MiB limit): the
# spec parser read a spec by decoding it into a slice of runes, four
# uncharged bytes a character, grown by appending. It now reads the
# string in place. A valid spec can be long: a width may have any number
# of leading zeros, ASCII or other Unicode decimal digits.
# --- invalid_spec_long
format(10**9, '{:>10}' * 3 * 2**20)
# --- width_leading_zeros
format(1, '0' * (20 * 2**20) + '5')
# --- width_unicode_zeros
format('x', '\u0660' * (10 * 2**20) + '7')
# --- fstring_nested_spec
w = '0' * (20 * 2**20) + '3'
f'{1.5:{w}}'
