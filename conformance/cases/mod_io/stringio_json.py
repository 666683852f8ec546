# json.dump to StringIO
import io

import json
buf = io.StringIO()
json.dump({'a': [1, 2]}, buf) if hasattr(json, 'dump') else buf.write(json.dumps({'a': [1, 2]}))
print(buf.getvalue())
buf.seek(0)
print(json.loads(buf.read()))
