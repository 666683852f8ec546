# Formats a module parses into a table of its own (struct codes): the
# table grows with the format's length and must be charged as it is
# built (struct.Struct('i' * 10**7) reached 655 MiB RSS under 64 MiB).
# --- struct_many_codes
import struct
struct.Struct('i' * 10**7)
# --- struct_many_alternating_codes
import struct
struct.Struct('bh' * 5 * 10**6)
# --- struct_many_strings
import struct
struct.Struct('s' * 10**7)
# --- struct_many_codes_kept
import struct
f = 'bh?' * 10**6
kept = [struct.Struct(f) for i in range(20)]
# --- struct_calcsize_many_codes
import struct
struct.calcsize('?' * 3 * 10**7)
# --- struct_pack_many_codes_loop
import struct
f = 'x' * 10**6
while True: struct.pack(f)
