# csv.reader on random lines (quotes, delimiters, escapes, CR/LF anywhere), every dialect variation: the fast split and the state machine agree with CPython.
import csv, random
random.seed(7)
alphabet = ['a', 'b', ' ', ',', ';', '"', "'", '\\', '\r', '\n', '\r\n', 'é', '\t', '1', '.']
dialects = [
    {}, {'delimiter': ';'}, {'quoting': csv.QUOTE_NONE}, {'quoting': csv.QUOTE_NONE, 'escapechar': '\\'},
    {'escapechar': '\\'}, {'skipinitialspace': True}, {'doublequote': False, 'escapechar': '\\'},
    {'quotechar': "'"}, {'strict': True}, {'delimiter': '\t'},
]
out = []
for n in range(6000):
    k = random.randint(0, 3)
    lines = [''.join(random.choice(alphabet) for _ in range(random.randint(0, 12))) for _ in range(k)]
    if random.random() < 0.5:
        lines = [l + random.choice(['\n', '\r\n', '\r', '']) for l in lines]
    d = dialects[n % len(dialects)]
    try:
        rows = list(csv.reader(lines, **d))
        out.append(repr(rows))
    except csv.Error as e:
        out.append('Error: ' + str(e))
print(len(out))
for i in range(0, len(out), 199):
    print(i, out[i])
import hashlib
print(hashlib.sha256('\n'.join(out).encode()).hexdigest())
