# Programs of the generative fuzzer (pyfuzz, run of 2026-11-26 from seed
# 6000000) whose run peaked past the memory bound (limit + 64 MiB of RSS)
# on main after that session's fixes: each keeps the results of forty
# statements of hostile calls in one list, so the peak comes from many
# kinds of objects together (minimization by statement could not isolate
# one). See FINDINGS.md: the excess of fuzz_6000018 was a million empty
# set() (80 bytes each, uncharged until a set held an element); both end
# at the memory limit within the bound since sets, dicts, lists, tuples and
# strs made by builtins and modules charge their objects.
# timeout: 1s
# --- fuzz_6000018_accumulated
import abc, array, asyncio, base64, binascii, bisect, calendar, collections, collections.abc, contextlib, copy, csv, dataclasses, datetime, decimal, difflib, enum, fractions, functools, gc, hashlib, heapq, html, io, itertools, json, keyword, math, numbers, operator, pprint, queue, random, re, stat, statistics, string, struct, sys, textwrap, time, traceback, types, typing, unicodedata, urllib.parse, uuid, zlib
R = []
S0 = S1 = 'x'
L = [1, 'a', 2.5, None]
class Idx:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
def _deep(n):
    x = []
    for _ in range(n):
        x = [x]
    return x
def _deepd(n):
    x = {}
    for _ in range(n):
        x = {'a': x}
    return x
def _deept(n):
    x = ()
    for _ in range(n):
        x = (x,)
    return x
def _gen(n):
    for i in range(n):
        yield i
def _f(*a, **k):
    return a
def _g(x=None):
    L.append(x)
    return x
class Gen:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n
class Slotted:
    __slots__ = ('a', 'b')
class Many:
    pass
class H0:
    def __lt__(self, other):
        del L[:5]
        return id(self) < id(other)
    def __bool__(self):
        BA.clear()
        del L[:1]
        return False
    def __add__(self, other):
        return NotImplemented
    def __next__(self):
        D.__init__()
        R.clear()
        return 1
    def __getattr__(self, name):
        S.clear()
        D.clear()
        return L
    def __setitem__(self, k, v):
        S.discard(self)
        return None
    def __missing__(self, k):
        D[len(D)] = self
        return k
    def __neg__(self):
        raise ValueError('hostile')
        return -1
    def __abs__(self):
        L.pop() if L else None
        return self
    def __trunc__(self):
        S.discard(self)
        return self
    def __floor__(self):
        L[:] = []
        D.clear()
        return 10**100
    def __ceil__(self):
        return 10**100
    def __copy__(self):
        BA.__init__()
        raise ValueError('hostile')
        return self
    def __deepcopy__(self, memo):
        return self
    @classmethod
    def __class_getitem__(cls, k):
        R.append(self)
        S.clear()
        return cls
class H1(int):
    def __ne__(self, other):
        L.__init__()
        return False
    def __format__(self, spec):
        return 'f'
    def __length_hint__(self):
        return 0
    def __iter__(self):
        L.clear()
        return iter(L)
    def __getitem__(self, k):
        D.__init__()
        return self
    def __contains__(self, x):
        D.update({len(D): 1})
        D.clear()
        return False
    def __getattr__(self, name):
        L.extend(range(2))
        return L
    def __reversed__(self):
        L.insert(0, self)
        R.clear()
        return reversed(L)
    def __missing__(self, k):
        L.extend(range(31))
        return None
    def __neg__(self):
        pass
        return self
    def __floor__(self):
        raise ValueError('hostile')
        return self
class H2:
    def __eq__(self, other):
        return False
    def __lt__(self, other):
        raise IndexError(1)
        return False
    def __len__(self):
        L.extend(range(1))
        return 3
    def __radd__(self, other):
        L.sort(key=id)
        D.clear()
        return self
    def __exit__(self, *a):
        L.reverse()
        del L[:10]
        return False
    def __reversed__(self):
        L.append(L)
        del L[:10]
        return reversed(L)
    def __abs__(self):
        memo.clear()
        BA.__init__()
        return self
    def __floor__(self):
        pass
        return 10**100
    def __deepcopy__(self, memo):
        L.append(L)
        L.append(self)
        return L
    @classmethod
    def __class_getitem__(cls, k):
        BA.__init__()
        D.pop(next(iter(D)), None) if D else None
        return cls
class H3(Exception):
    def __float__(self):
        D.pop(next(iter(D)), None) if D else None
        return float('nan')
    def __str__(self):
        return 's'
    def __radd__(self, other):
        L.__init__()
        D.clear()
        return self
    def __mul__(self, other):
        D.update({len(D): 1})
        return L * 2
    def __abs__(self):
        D[len(D)] = self
        return 10**100
    def __trunc__(self):
        raise ValueError('hostile')
        raise ValueError('hostile')
        return self
    def __copy__(self):
        D.__init__()
        pass
        return L
try:
    L.append(H0())
    D[H0()] = H0()
except Exception:
    pass
H0_iter = Gen(100)
try:
    L.append(H1())
    D[H1()] = H1()
except Exception:
    pass
H1_iter = Gen(7)
try:
    L.append(H2())
except Exception:
    pass
H2_iter = Gen(10)
try:
    L.append(H3())
    D[H3()] = H3()
except Exception:
    pass
H3_iter = Gen(16)
try:
    _r = decimal.FloatOperation(len, fillvalue=5e-324)
    R.append(_r)
except Exception:
    pass
try:
    _r = (123456789.123456789).fromhex(2**(2**20), tuple(range(0)), 0.1, *(L.clear() or x for x in range(0)))
    R.append(_r)
except Exception:
    pass
try:
    _r = operator.itruediv(R[-5] if len(R) > 1 else L)
except Exception:
    pass
try:
    _r = [set() for _j in range(10**6)]
    R.append(_r)
    set(_r)
except Exception:
    pass
try:
    _r = '%0.*r' % (2**40, 2.0**53 + 1,)
    R.append(_r)
except Exception:
    pass
try:
    _r = zip(collections.defaultdict(list), len(D), Idx(8), -10**100, list(D))
    R.append(_r)
    list(_r)
except Exception:
    pass
try:
    _r = asyncio.create_task(10**4000)
except Exception:
    pass
try:
    _r = struct.Struct((L.append(x) or x for x in range(2)), 2**40, -1j ** 0.5)
    R.append(_r)
except Exception:
    pass
try:
    _r = time.localtime(b'%s' * 255, 3, '\ufdfa' * 10**4, list, weights=memo)
    R.append(_r)
except Exception:
    pass
try:
    _r = ('strict').strip(10**12)
    sorted(_r)
except Exception:
    pass
try:
    def _gf1():
        v0 = v1 = v2 = v3 = v4 = v5 = v6 = v7 = v8 = v9 = v10 = v11 = v12 = v13 = v14 = v15 = v16 = v17 = v18 = v19 = v20 = v21 = v22 = v23 = v24 = v25 = v26 = v27 = v28 = v29 = v30 = v31 = v32 = v33 = v34 = v35 = v36 = v37 = v38 = v39 = v40 = v41 = v42 = v43 = v44 = v45 = v46 = v47 = v48 = v49 = 0
        v50 = v51 = v52 = v53 = v54 = v55 = v56 = v57 = v58 = v59 = v60 = v61 = v62 = v63 = v64 = v65 = v66 = v67 = v68 = v69 = v70 = v71 = v72 = v73 = v74 = v75 = v76 = v77 = v78 = v79 = v80 = v81 = v82 = v83 = v84 = v85 = v86 = v87 = v88 = v89 = v90 = v91 = v92 = v93 = v94 = v95 = v96 = v97 = v98 = v99 = 0
        v100 = v101 = v102 = v103 = v104 = v105 = v106 = v107 = v108 = v109 = v110 = v111 = v112 = v113 = v114 = v115 = v116 = v117 = v118 = v119 = v120 = v121 = v122 = v123 = v124 = v125 = v126 = v127 = v128 = v129 = v130 = v131 = v132 = v133 = v134 = v135 = v136 = v137 = v138 = v139 = v140 = v141 = v142 = v143 = v144 = v145 = v146 = v147 = v148 = v149 = []
        v150 = v151 = v152 = v153 = v154 = v155 = v156 = v157 = v158 = v159 = v160 = v161 = v162 = v163 = v164 = v165 = v166 = v167 = v168 = v169 = v170 = v171 = v172 = v173 = v174 = v175 = v176 = v177 = v178 = v179 = v180 = v181 = v182 = v183 = v184 = v185 = v186 = v187 = v188 = v189 = v190 = v191 = v192 = v193 = v194 = v195 = v196 = v197 = v198 = v199 = []
        v200 = v201 = v202 = v203 = v204 = v205 = v206 = v207 = v208 = v209 = v210 = v211 = v212 = v213 = v214 = v215 = v216 = v217 = v218 = v219 = v220 = v221 = v222 = v223 = v224 = v225 = v226 = v227 = v228 = v229 = v230 = v231 = v232 = v233 = v234 = v235 = v236 = v237 = v238 = v239 = v240 = v241 = v242 = v243 = v244 = v245 = v246 = v247 = v248 = v249 = 0
        v250 = v251 = v252 = v253 = v254 = v255 = v256 = v257 = v258 = v259 = v260 = v261 = v262 = v263 = v264 = v265 = v266 = v267 = v268 = v269 = v270 = v271 = v272 = v273 = v274 = v275 = v276 = v277 = v278 = v279 = v280 = v281 = v282 = v283 = v284 = v285 = v286 = v287 = v288 = v289 = v290 = v291 = v292 = v293 = v294 = v295 = v296 = v297 = v298 = v299 = []
        v300 = v301 = v302 = v303 = v304 = v305 = v306 = v307 = v308 = v309 = v310 = v311 = v312 = v313 = v314 = v315 = v316 = v317 = v318 = v319 = v320 = v321 = v322 = v323 = v324 = v325 = v326 = v327 = v328 = v329 = v330 = v331 = v332 = v333 = v334 = v335 = v336 = v337 = v338 = v339 = v340 = v341 = v342 = v343 = v344 = v345 = v346 = v347 = v348 = v349 = 'x' * 100
        v350 = v351 = v352 = v353 = v354 = v355 = v356 = v357 = v358 = v359 = v360 = v361 = v362 = v363 = v364 = v365 = v366 = v367 = v368 = v369 = v370 = v371 = v372 = v373 = v374 = v375 = v376 = v377 = v378 = v379 = v380 = v381 = v382 = v383 = v384 = v385 = v386 = v387 = v388 = v389 = v390 = v391 = v392 = v393 = v394 = v395 = v396 = v397 = v398 = v399 = None
        v400 = v401 = v402 = v403 = v404 = v405 = v406 = v407 = v408 = v409 = v410 = v411 = v412 = v413 = v414 = v415 = v416 = v417 = v418 = v419 = v420 = v421 = v422 = v423 = v424 = v425 = v426 = v427 = v428 = v429 = v430 = v431 = v432 = v433 = v434 = v435 = v436 = v437 = v438 = v439 = v440 = v441 = v442 = v443 = v444 = v445 = v446 = v447 = v448 = v449 = None
        v450 = v451 = v452 = v453 = v454 = v455 = v456 = v457 = v458 = v459 = v460 = v461 = v462 = v463 = v464 = v465 = v466 = v467 = v468 = v469 = v470 = v471 = v472 = v473 = v474 = v475 = v476 = v477 = v478 = v479 = v480 = v481 = v482 = v483 = v484 = v485 = v486 = v487 = v488 = v489 = v490 = v491 = v492 = v493 = v494 = v495 = v496 = v497 = v498 = v499 = 0
        yield 1
        yield 2
    _gs = []
    for _k in range(2**20):
        _x = _gf1()
        next(_x)
        _gs.append(_x)
except Exception:
    pass
try:
    _r = (decimal.Decimal(2**200)) and (str(10**1000))
    R.append(_r)
except Exception:
    pass
try:
    L %= 5
except Exception:
    pass
try:
    _r = (fractions.Fraction(1, 3)) == (10**10)
    R.append(_r)
except Exception:
    pass
try:
    _r = typing.Hashable(-2, 10**9, -2**63)
    R.append(_r)
except Exception:
    pass
try:
    _r = re.escape('\n' * 10)
    json.dumps(_r)
except Exception:
    pass
try:
    _o = decimal.getcontext()
    _r = _o.is_snan(100, 2)
    R.append(_r)
except Exception:
    pass
try:
    _o = collections.ChainMap(*[{}] * ('replace'))
    _r = _o.clear(statistics.NormalDist() if hasattr(statistics, 'NormalDist') else 0, range(10**18), R[-3] if len(R) > 4 else L, '+' * 3, io.BytesIO(b'a\n' * 3))
    _r = _o.clear(_deepd(3), list(range(10**4)), _deepd(10**4), b'a' * 4096, _deep(10))
    R.append(_r)
    bool(_r)
except Exception:
    pass
try:
    _r = hex('xmlcharrefreplace', 10**5, list, (L.clear() or x for x in range(10**5)))
    R.append(_r)
    format(_r)
except Exception:
    pass
try:
    _o = enum.EnumType(lambda x, y=0: x, 2**63 - 1)
    _r = _o.__call__
    tuple(_r)
except Exception:
    pass
try:
    def _gf2():
        v0 = v1 = v2 = v3 = v4 = v5 = v6 = v7 = v8 = v9 = v10 = v11 = v12 = v13 = v14 = v15 = v16 = v17 = v18 = v19 = v20 = v21 = v22 = v23 = v24 = v25 = v26 = v27 = v28 = v29 = v30 = v31 = v32 = v33 = v34 = v35 = v36 = v37 = v38 = v39 = v40 = v41 = v42 = v43 = v44 = v45 = v46 = v47 = v48 = v49 = 0
        v50 = v51 = v52 = v53 = v54 = v55 = v56 = v57 = v58 = v59 = v60 = v61 = v62 = v63 = v64 = v65 = v66 = v67 = v68 = v69 = v70 = v71 = v72 = v73 = v74 = v75 = v76 = v77 = v78 = v79 = v80 = v81 = v82 = v83 = v84 = v85 = v86 = v87 = v88 = v89 = v90 = v91 = v92 = v93 = v94 = v95 = v96 = v97 = v98 = v99 = 'x' * 100
        v100 = v101 = v102 = v103 = v104 = v105 = v106 = v107 = v108 = v109 = v110 = v111 = v112 = v113 = v114 = v115 = v116 = v117 = v118 = v119 = v120 = v121 = v122 = v123 = v124 = v125 = v126 = v127 = v128 = v129 = v130 = v131 = v132 = v133 = v134 = v135 = v136 = v137 = v138 = v139 = v140 = v141 = v142 = v143 = v144 = v145 = v146 = v147 = v148 = v149 = []
        v150 = v151 = v152 = v153 = v154 = v155 = v156 = v157 = v158 = v159 = v160 = v161 = v162 = v163 = v164 = v165 = v166 = v167 = v168 = v169 = v170 = v171 = v172 = v173 = v174 = v175 = v176 = v177 = v178 = v179 = v180 = v181 = v182 = v183 = v184 = v185 = v186 = v187 = v188 = v189 = v190 = v191 = v192 = v193 = v194 = v195 = v196 = v197 = v198 = v199 = 'x' * 100
        v200 = v201 = v202 = v203 = v204 = v205 = v206 = v207 = v208 = v209 = v210 = v211 = v212 = v213 = v214 = v215 = v216 = v217 = v218 = v219 = v220 = v221 = v222 = v223 = v224 = v225 = v226 = v227 = v228 = v229 = v230 = v231 = v232 = v233 = v234 = v235 = v236 = v237 = v238 = v239 = v240 = v241 = v242 = v243 = v244 = v245 = v246 = v247 = v248 = v249 = 0
        v250 = v251 = v252 = v253 = v254 = v255 = v256 = v257 = v258 = v259 = v260 = v261 = v262 = v263 = v264 = v265 = v266 = v267 = v268 = v269 = v270 = v271 = v272 = v273 = v274 = v275 = v276 = v277 = v278 = v279 = v280 = v281 = v282 = v283 = v284 = v285 = v286 = v287 = v288 = v289 = v290 = v291 = v292 = v293 = v294 = v295 = v296 = v297 = v298 = v299 = 'x' * 100
        v300 = v301 = v302 = v303 = v304 = v305 = v306 = v307 = v308 = v309 = v310 = v311 = v312 = v313 = v314 = v315 = v316 = v317 = v318 = v319 = v320 = v321 = v322 = v323 = v324 = v325 = v326 = v327 = v328 = v329 = v330 = v331 = v332 = v333 = v334 = v335 = v336 = v337 = v338 = v339 = v340 = v341 = v342 = v343 = v344 = v345 = v346 = v347 = v348 = v349 = 0
        v350 = v351 = v352 = v353 = v354 = v355 = v356 = v357 = v358 = v359 = v360 = v361 = v362 = v363 = v364 = v365 = v366 = v367 = v368 = v369 = v370 = v371 = v372 = v373 = v374 = v375 = v376 = v377 = v378 = v379 = v380 = v381 = v382 = v383 = v384 = v385 = v386 = v387 = v388 = v389 = v390 = v391 = v392 = v393 = v394 = v395 = v396 = v397 = v398 = v399 = 0
        v400 = v401 = v402 = v403 = v404 = v405 = v406 = v407 = v408 = v409 = v410 = v411 = v412 = v413 = v414 = v415 = v416 = v417 = v418 = v419 = v420 = v421 = v422 = v423 = v424 = v425 = v426 = v427 = v428 = v429 = v430 = v431 = v432 = v433 = v434 = v435 = v436 = v437 = v438 = v439 = v440 = v441 = v442 = v443 = v444 = v445 = v446 = v447 = v448 = v449 = []
        v450 = v451 = v452 = v453 = v454 = v455 = v456 = v457 = v458 = v459 = v460 = v461 = v462 = v463 = v464 = v465 = v466 = v467 = v468 = v469 = v470 = v471 = v472 = v473 = v474 = v475 = v476 = v477 = v478 = v479 = v480 = v481 = v482 = v483 = v484 = v485 = v486 = v487 = v488 = v489 = v490 = v491 = v492 = v493 = v494 = v495 = v496 = v497 = v498 = v499 = None
        yield 1
        yield 2
    _gs = []
    for _k in range(100):
        _x = _gf2()
        next(_x)
        _gs.append(_x)
except Exception:
    pass
try:
    _r = set(set()).clear(-10**10)
except Exception:
    pass
try:
    _r = {_j: io.StringIO('x') for _j in range(10**5)}
except Exception:
    pass
try:
    _r = heapq.nlargest(7, list(D), key=lambda x: H0())
    bytes(_r)
except Exception:
    pass
try:
    _r = time.time('%Y-%m-%d %H:%M:%S', datetime.datetime(2020, 1, 1))
    R.append(_r)
    json.dumps(_r)
except Exception:
    pass
try:
    _o = string.Formatter()
    _r = _o.format_field
except Exception:
    pass
try:
    _o = datetime.datetime(9999, 12, 31, 23, 59, 59, 999999)
    _r = _o.fromordinal('a' * 16)
    R.append(_r)
    repr(_r)
    _r = _o.fromordinal(2, H3(), func=2**32)
except Exception:
    pass
try:
    _r = math.ldexp(10**100, 2**64, 'ß')
    R.append(_r)
except Exception:
    pass
try:
    _fv, _fw, _fp = fractions.Fraction(1, 3), 10**100, -2**63
    _r = f'{_fv:0{_fw}.{_fp}f}'
    R.append(_r)
except Exception:
    pass
try:
    _r = format(1.5, '%' * 2**23)
except Exception:
    pass
try:
    _o = datetime.IsoCalendarDate(collections.defaultdict(list), 8)
    _r = _o.count(16, 2**23)
    R.append(_r)
    _r = _o.count()
except Exception:
    pass
try:
    _r = (-10**100).conjugate(R[-1] if R and isinstance(R[-1], int) else 3, filter(None, L))
    R.append(_r)
except Exception:
    pass
try:
    _r = all(tuple(L), bytearray(b'\xff' * 31), '%c', 10**100, dict.fromkeys(range(5)))
    R.append(_r)
except Exception:
    pass
try:
    _r = Warning('0')
    R.append(_r)
except Exception:
    pass
try:
    _r = abs(2**62, 2**62)
except Exception:
    pass
try:
    _o = fractions.Fraction('1/3')
    _r = _o.__float__('%', 2, 3, 7, 10**30)
    R.append(_r)
    _r = _o.__float__(S, 10**5, 255)
    R.append(_r)
    iter(_r)
except Exception:
    pass
# --- fuzz_6000216_accumulated
import abc, array, asyncio, base64, binascii, bisect, calendar, collections, collections.abc, contextlib, copy, csv, dataclasses, datetime, decimal, difflib, enum, fractions, functools, gc, hashlib, heapq, html, io, itertools, json, keyword, math, numbers, operator, pprint, queue, random, re, stat, statistics, string, struct, sys, textwrap, time, traceback, types, typing, unicodedata, urllib.parse, uuid, zlib
R = []
S0 = S1 = 'x'
L = [1, 'a', 2.5, None]
D = {1: 'a', 'k': [1], 2.5: None}
S = {1, 2, 'x', 10**100}
BA = bytearray(b'abcdef' * 3)
memo = {}
try:
    L += [-0.0, -2**63]
    D[-0.0] = float(2**1023)
    S0 = str(-(3**100000))
    S1 = '\n'.join(str(i) for i in range(65536))
except Exception:
    pass
class Idx:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
def _deep(n):
    x = []
    for _ in range(n):
        x = [x]
    return x
def _deepd(n):
    x = {}
    for _ in range(n):
        x = {'a': x}
    return x
def _deept(n):
    x = ()
    for _ in range(n):
        x = (x,)
    return x
def _gen(n):
    for i in range(n):
        yield i
def _f(*a, **k):
    return a
def _g(x=None):
    L.append(x)
    return x
class Gen:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n
class Slotted:
    __slots__ = ('a', 'b')
class Many:
    pass
class H0:
    def __eq__(self, other):
        return True
    def __lt__(self, other):
        raise StopIteration
        D.update({len(D): 1})
        return id(self) < id(other)
    def __hash__(self):
        D.pop(next(iter(D)), None) if D else None
        repr(L)
        return -1
    def __str__(self):
        pass
        del BA[:3]
        return 's' * 100000
    def __format__(self, spec):
        L.clear()
        L.pop() if L else None
        return spec * 1000
    def __contains__(self, x):
        L.append(L)
        return False
    def __bool__(self):
        return True
    def __getattr__(self, name):
        return None
    def __missing__(self, k):
        R.append(self)
        return None
    def __round__(self, n=None):
        del BA[:0]
        S.discard(self)
        return 10**100
    def __ceil__(self):
        D[len(D)] = self
        D[len(D)] = self
        return 10**100
    @classmethod
    def __class_getitem__(cls, k):
        D.update({len(D): 1})
        D[len(D)] = self
        return cls
try:
    L.append(H0())
except Exception:
    pass
H0_iter = Gen(2)
try:
    _r = bytes(b'ab' * 4096).rfind(2**1000, ' ' * 1024)
    R.append(_r)
except Exception:
    pass
try:
    for _i1 in list(D):
        try:
            _r = typing.Type(3, 2**31 - 1, lambda *a: 10**10)
            R.append(_r)
        except Exception:
            pass
        try:
            _fv, _fw, _fp = datetime.datetime(2020, 1, 1), 2**1000, 2
            _r = f'{_fv!r:^{_fw}}'
            str(_r)
        except Exception:
            pass
except Exception:
    pass
try:
    _r = '{:{}{}{}.{}{}}'.format(datetime.datetime(2020, 1, 1), '*', '<', 10**10, -2**31, 'x')
    R.append(_r)
except Exception:
    pass
try:
    _r = ('\t').splitlines('a,b\n' * 3)
except Exception:
    pass
try:
    _r = [set() for _j in range(10**6)]
    R.append(_r)
except Exception:
    pass
try:
    _r = (map(str, range(100))).__iter__(-10**100, 3.14159, 'a' * 16, 2, R[-4] if len(R) > 3 else L, func='(' * 10**5)
    R.append(_r)
except Exception:
    pass
try:
    for _i2 in Gen(10**5):
        try:
            _r = '%-d' % (float('inf'),)
            R.append(_r)
            dict(_r)
        except Exception:
            pass
        try:
            _r = NotADirectoryError(256, 'x|', set(), iter(L))
        except Exception:
            pass
        try:
            _o = asyncio.Task(b'abc', -(2**1000), Emax=256)
            _r = _o.cancelling
        except Exception:
            pass
except Exception:
    pass
try:
    del D[False]
except Exception:
    pass
try:
    R[3 * 2**20:10] = bytearray(10**5)
except Exception:
    pass
try:
    _fv, _fw, _fp = 1j, 256, 2**23
    _r = f'{_fv:{_fw}}{_fv:.{_fp}}'
    R.append(_r)
except Exception:
    pass
try:
    _r = filter(len, fractions.Fraction(3**65536, 7), iter(D))
    R.append(_r)
except Exception:
    pass
try:
    _r = ZeroDivisionError([1, 2, 3], 10**7, -1e308, R[-3] if len(R) > 0 else L, 10, times=(1,))
    R.append(_r)
except Exception:
    pass
try:
    for _i3 in range(16, 0, -1):
        try:
            _r = copy.deepcopy(1, frozenset(S), 4096)
        except Exception:
            pass
except Exception:
    pass
try:
    for _i4 in _gen(8):
        try:
            _r = filter()
        except Exception:
            pass
        try:
            _r = hashlib.sha224(2**20)
            R.append(_r)
        except Exception:
            pass
        try:
            _r = format(2**32, '%' * 10**6)
            R.append(_r)
        except Exception:
            pass
except Exception:
    pass
try:
    _n = _deept(10**4)
    _r = (copy.deepcopy)(_n)
except Exception:
    pass
try:
    _r = KeyError('\U0001F600', ((),) * 1000, keepends=100)
    R.append(_r)
except Exception:
    pass
try:
    _r = types.prepare_class(10**4)
    R.append(_r)
except Exception:
    pass
try:
    _r = ('latin-1').isprintable()
    R.append(_r)
except Exception:
    pass
try:
    _o = difflib.Match('ß', 31, {'indent': 10**10, 'sep': 'x'}, *iter(L))
    _r = _o.__match_args__
    R.append(_r)
except Exception:
    pass
try:
    _r = round(slice(None, None, -1), seconds=lambda *a: a)
except Exception:
    pass
try:
    for _i5 in Gen(65536):
        try:
            _r = statistics.median_grouped('2020-01-01T00:00:00', 5)
            R.append(_r)
        except Exception:
            pass
except Exception:
    pass
try:
    _r = calendar.IllegalWeekdayError(exp=10**8)
except Exception:
    pass
try:
    _r = float('-1', Emin=str(7**10000))
except Exception:
    pass
try:
    _r = (True) | ('0x1f')
    R.append(_r)
except Exception:
    pass
try:
    _r = id(repr(L), [], 7)
    R.append(_r)
except Exception:
    pass
try:
    _r = print(S0, sep='inf', end='x' * 10**6)
except Exception:
    pass
try:
    _r = list(re.finditer('[a-z]', '\n' * 100))
except Exception:
    pass
try:
    _r = bytes.rindex({1: 2, 'a': 'b'}, 2**64, '-1')
except Exception:
    pass
try:
    _r = type('T', (str,), {'__eq__': lambda s, o: L.clear(), '__hash__': lambda s: 0})
    _r = _r('1e308', {str(i): [i] for i in range(1000)})
    R.append(_r)
    json.dumps(_r)
except Exception:
    pass
try:
    _r = [type('C', (), {}) for _j in range(10**5)]
    R.append(_r)
except Exception:
    pass
try:
    _r = bytes(b'a' * 31).hex(NotImplemented, print, 'latin-1')
    R.append(_r)
except Exception:
    pass
try:
    _r = InterruptedError(31, '%c' * 256, {(1, 2): L}, 3, 2**20)
    R.append(_r)
except Exception:
    pass
try:
    _r = chr(str(3**100000))
    R.append(_r)
except Exception:
    pass
try:
    _r = '{:{}{}{}.{}{}}'.format(2.0**53 + 1, '*', '>', -1, 3, 'd')
    R.append(_r)
    set(_r)
except Exception:
    pass
try:
    _r = BA.upper('abc', 1, 2**32, 'a' * 16, max_lines=7)
    R.append(_r)
except Exception:
    pass
try:
    _fv, _fw, _fp = True, 0, 31
    _r = f'{_fv:{_fw}}{_fv:.{_fp}}'
except Exception:
    pass
try:
    _r = '%0.*c' % (8, b'\n' * 1,)
except Exception:
    pass
try:
    _r = csv.field_size_limit(set(), (1,), bytearray(b'%s' * 4096))
    R.append(_r)
except Exception:
    pass
try:
    _r = statistics.linear_regression(slice(H0(), H0(), H0()))
    R.append(_r)
except Exception:
    pass
try:
    _r = setattr(10)
    R.append(_r)
    hash(_r)
except Exception:
    pass
try:
    _o = numbers.Integral(L)
    _r = _o.denominator(31, 2**31, [None] * 3 * 2**20)
    R.append(_r)
except Exception:
    pass
