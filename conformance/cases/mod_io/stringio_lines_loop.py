# line-oriented processing
import io

text = io.StringIO('name=bob\nage=3\n# comment\ncity=x\n')
cfg = {}
for line in text:
    line = line.strip()
    if not line or line.startswith('#'):
        continue
    k, v = line.split('=')
    cfg[k] = v
print(cfg)
