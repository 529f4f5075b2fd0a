package main

import (
	"bufio"
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// publicURL is the address phones use, for links and QR codes: the
// configured one (--public-url, or public_url in tablemate.toml) when set,
// else http://<the LAN address>:<port>, re-detected while serving so the
// links follow when the Pi changes network.
type publicURL struct {
	fixed string
	port  int
	log   *slog.Logger

	mu  sync.Mutex
	cur string
}

func newPublicURL(fixed string, port int, log *slog.Logger) *publicURL {
	p := &publicURL{fixed: strings.TrimRight(fixed, "/"), port: port, log: log}
	p.refresh()
	return p
}

// URL returns the current base URL.
func (p *publicURL) URL() string {
	if p.fixed != "" {
		return p.fixed
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.cur
}

// refresh detects the address again and logs a change.
func (p *publicURL) refresh() {
	if p.fixed != "" {
		return
	}
	host := lanIP()
	if host == "" {
		host = "localhost"
	}
	u := "http://" + net.JoinHostPort(host, strconv.Itoa(p.port))
	p.mu.Lock()
	old := p.cur
	p.cur = u
	p.mu.Unlock()
	if old != "" && old != u && p.log != nil {
		p.log.Info("the LAN address changed: links and QR codes now use it", "url", u, "was", old)
	}
}

// watch re-detects the address every interval until ctx ends. Polling
// /proc/net/route is cheap and needs no privileges; a network change shows
// within one interval.
func (p *publicURL) watch(ctx context.Context, every time.Duration) {
	if p.fixed != "" {
		return
	}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			p.refresh()
		}
	}
}

// lanIP is the IPv4 address of the interface that holds the default route
// (the network the phones are on), or, without a default route, of the
// first physical interface that has one.
func lanIP() string {
	routes, err := os.ReadFile("/proc/net/route")
	if err != nil {
		// Windows and macOS have no /proc: ask the system which address it
		// would send from on the default route (a UDP "connection" only
		// picks the route; nothing is sent).
		if ip := defaultRouteIP(); ip != "" {
			return ip
		}
	}
	var ifs []iface
	nis, _ := net.Interfaces()
	for _, ni := range nis {
		if ni.Flags&net.FlagUp == 0 || ni.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, _ := ni.Addrs()
		var ips []net.IP
		for _, a := range addrs {
			if n, ok := a.(*net.IPNet); ok {
				ips = append(ips, n.IP)
			}
		}
		ifs = append(ifs, iface{name: ni.Name, virtual: isVirtual(ni.Name), ips: ips})
	}
	return pickLANIP(string(routes), ifs)
}

// defaultRouteIP is the local IPv4 address of the default route, "" when
// there is none.
func defaultRouteIP() string {
	c, err := net.Dial("udp4", "192.0.2.1:9") // TEST-NET-1: never a local network
	if err != nil {
		return ""
	}
	defer c.Close()
	a, ok := c.LocalAddr().(*net.UDPAddr)
	if !ok {
		return ""
	}
	return usable(iface{ips: []net.IP{a.IP}})
}

// iface is what pickLANIP needs to know of one interface.
type iface struct {
	name    string
	virtual bool // docker0, veth…, bridges, tunnels: not where phones are
	ips     []net.IP
}

// isVirtual reports whether the kernel lists the interface as virtual
// (/sys/devices/virtual/net), or its name is one of the usual virtual ones.
func isVirtual(name string) bool {
	for _, p := range []string{"docker", "veth", "br-", "virbr", "cni", "flannel", "tun", "tap", "wg", "zt", "tailscale", "ifb", "dummy"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	target, err := filepath.EvalSymlinks(filepath.Join("/sys/class/net", name))
	return err == nil && strings.Contains(target, "/devices/virtual/")
}

// pickLANIP chooses the address from the kernel's route table (the text of
// /proc/net/route) and the interfaces: the default route with the lowest
// metric on a physical interface wins; without one, the first physical
// interface with a usable IPv4 address.
func pickLANIP(routes string, ifs []iface) string {
	byName := map[string]iface{}
	for _, i := range ifs {
		byName[i.name] = i
	}
	best, bestMetric := "", -1
	sc := bufio.NewScanner(strings.NewReader(routes))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 8 || f[1] != "00000000" || f[7] != "00000000" {
			continue // not a default route (or the header)
		}
		metric, err := strconv.Atoi(f[6])
		i, ok := byName[f[0]]
		if err != nil || !ok || i.virtual || usable(i) == "" {
			continue
		}
		if bestMetric < 0 || metric < bestMetric {
			best, bestMetric = f[0], metric
		}
	}
	if best != "" {
		return usable(byName[best])
	}
	for _, i := range ifs {
		if ip := usable(i); ip != "" && !i.virtual {
			return ip
		}
	}
	return ""
}

// usable is the interface's first IPv4 address that a phone can reach.
func usable(i iface) string {
	for _, ip := range i.ips {
		if v4 := ip.To4(); v4 != nil && !v4.IsLoopback() && !v4.IsLinkLocalUnicast() && !v4.IsUnspecified() {
			return v4.String()
		}
	}
	return ""
}

// checkPublicURL reports what is wrong with a configured public URL.
func checkPublicURL(s string) error {
	if s == "" {
		return nil
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("public_url %q is not an address such as http://192.168.1.20:8080", s)
	}
	return nil
}
