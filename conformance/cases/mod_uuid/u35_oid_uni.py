# uuid3 and uuid5 with NAMESPACE_OID and 'ünïcode'
import uuid
u3 = uuid.uuid3(uuid.NAMESPACE_OID, 'ünïcode')
u5 = uuid.uuid5(uuid.NAMESPACE_OID, 'ünïcode')
print(uuid.NAMESPACE_OID, u3, u3.version, u5, u5.version, u5.variant)
print(uuid.uuid3(uuid.NAMESPACE_OID, 'ünïcode'.encode()) == u3)
