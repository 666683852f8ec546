# normalize to NFC NFD NFKC NFKD
import unicodedata as u
for s in ['e\u0301', '\u00e9', '\ufb01', '\u2460', '\u00c5\u212b', 'Ǆ', '\u1e9b\u0323', 'ﾊﾟ']:
    print([ascii(u.normalize(f, s)) for f in ('NFC', 'NFD', 'NFKC', 'NFKD')], [u.is_normalized(f, s) for f in ('NFC', 'NFD', 'NFKC', 'NFKD')])
