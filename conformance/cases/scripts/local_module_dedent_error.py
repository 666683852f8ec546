# a local module whose dedent matches no outer level
# flags: --allow-import _dedent_mod
import _dedent_mod
