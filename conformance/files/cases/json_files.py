# json over files: load, dump with indent and sort_keys, round trips, errors.
import json
with open('config.json') as f:
    cfg = json.load(f)
print(cfg)
cfg['version'] += 1
cfg['tags'].append('c')
with open('out.json', 'w') as f:
    json.dump(cfg, f, indent=2, sort_keys=True)
print(open('out.json').read())
with open('out.json') as f:
    print(json.load(f) == cfg)
with open('compact.json', 'w') as f:
    json.dump({'a': [1, 2.5, None, True], 'é': 'ü'}, f)
print(open('compact.json', 'rb').read())
with open('ascii.json', 'w') as f:
    json.dump({'é': 'ü'}, f, ensure_ascii=False)
print(open('ascii.json', encoding='utf-8').read())
with open('config.json', 'rb') as f:
    print(json.load(f)['name'])
with open('lines.jsonl', 'w') as f:
    for i in range(3):
        f.write(json.dumps({'i': i, 'sq': i * i}) + '\n')
print([json.loads(line) for line in open('lines.jsonl')])
with open('bad.json', 'w') as f:
    f.write('{"a": 1,}')
try:
    json.load(open('bad.json'))
except json.JSONDecodeError as e:
    print(type(e).__name__, e)
