# Methods of the module types (struct.Struct, the hash objects, zlib's
# streams, sys.stdout, the iterators of re, struct and itertools) taken
# from the type and called with a receiver of another type, or none: each
# must raise CPython's TypeError before its Go code sees the receiver
# (they were plain builtins called with no receiver at all: a Go type
# assertion on nil, an InternalError).
# --- struct_pack_unbound
import struct
struct.Struct.pack(5, 1)
# --- struct_unpack_unbound_no_receiver
import struct
struct.Struct.unpack()
# --- struct_iter_next_unbound
import struct
type(struct.iter_unpack('b', b'ab')).__next__(5)
# --- itertools_next_unbound
import itertools
type(itertools.count()).__next__([])
# --- re_iter_next_unbound
import re
type(re.finditer('a', 'aa')).__next__(None)
# --- zlib_compress_unbound
import zlib
type(zlib.compressobj()).compress(5, b'x')
# --- zlib_flush_unbound
import zlib
type(zlib.decompressobj()).flush(b'')
# --- shake_digest_unbound
import hashlib
type(hashlib.shake_128()).digest(5, 3)
# --- hash_copy_unbound
import hashlib
type(hashlib.sha1()).copy('x')
# --- sys_stdout_write_unbound
import sys
type(sys.stdout).write(5, 'x')
# --- ucd_unbound
import unicodedata
type(unicodedata.ucd_3_2_0).normalize(5, 'NFC', 'a')
# --- handle_methods_unbound
import asyncio
async def main():
    h = asyncio.get_running_loop().call_soon(print)
    for n in dir(type(h)):
        if n.startswith('_'):
            continue
        f = getattr(type(h), n, None)
        if callable(f):
            try: f(5)
            except (TypeError, AttributeError): pass
asyncio.run(main())
# --- every_module_type_method_unbound
import struct, zlib, hashlib, re, itertools, operator, sys, io
objs = [struct.Struct('b'), zlib.compressobj(), zlib.decompressobj(), hashlib.md5(), hashlib.shake_256(),
        re.compile('a'), re.match('a', 'a'), struct.iter_unpack('b', b'a'), operator.itemgetter(1),
        operator.attrgetter('x'), operator.methodcaller('x'), sys.stdout, io.StringIO(), io.BytesIO(),
        itertools.count(), itertools.chain(), re.finditer('a', 'a')]
for o in objs:
    for n in dir(type(o)):
        if n.startswith('_') and n not in ('__next__', '__iter__', '__call__', '__enter__', '__exit__', '__repr__', '__len__', '__getitem__', '__copy__', '__deepcopy__'):
            continue
        f = getattr(type(o), n, None)
        if not callable(f):
            continue
        for recv in (5, None, 'x', []):
            try: f(recv)
            except (TypeError, AttributeError, ValueError): pass
# --- random_sample_k_rmul
import random
class K:
    def __le__(s, o): return True
    def __ge__(s, o): return True
    def __rmul__(s, o): return 5
    def __gt__(s, o): return False
random.sample([1, 2, 3], K())
# --- random_sample_k_rmul_counts
import random
class K:
    def __le__(s, o): return True
    def __ge__(s, o): return True
    def __rmul__(s, o): return 'ab'
    def __gt__(s, o): return False
    def __index__(s): return 0
random.sample([1, 2, 3], K(), counts=[1, 1, 1])
