# SimpleNamespace holding namespaces
from types import SimpleNamespace as NS
cfg = NS(db=NS(host='h', port=5), debug=False)
print(cfg, cfg.db.port)
cfg.db.port += 1
print(cfg.db, cfg == NS(db=NS(host='h', port=6), debug=False))
